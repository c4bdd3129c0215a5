/**
 * The session's KYC status (spec sections 3 and 4): payments are restricted while it is required or submitted, and the
 * web socket's kycRestrictionEvent updates it. Shared by the verification pages and the features it gates (fiat
 * deposits).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SettingsResponse } from '../../../generated/api/model/settingsResponse.zod';
import { getGetSettingsQueryKey } from '../../../generated/api/session/session';
import { getGetVerificationStatusQueryKey } from '../../../generated/api/verification/verification';

export type PaymentKycStatus = SettingsResponse['data']['user']['paymentKycStatus'];

/** Spec section 4: "Payment restriction applies when KYC status is required or submitted." */
export const paymentRestricted = (status: PaymentKycStatus): boolean => status === 'required' || status === 'submitted';

const STATUSES: readonly PaymentKycStatus[] = ['notRequired', 'required', 'submitted', 'verified', 'rejected'];

/**
 * kycRestrictionEvent: the session's paymentKycStatus replaced at once (so a gated form opens or closes without a
 * reload), then the session and the checks' details read again (the business status, the review's reasons).
 */
export function applyKycRestriction(queryClient: QueryClient, status: string): void {
  if ((STATUSES as readonly string[]).includes(status))
    queryClient.setQueryData<SettingsResponse>(getGetSettingsQueryKey(), (settings) =>
      settings?.data.user
        ? { ...settings, data: { ...settings.data, user: { ...settings.data.user, paymentKycStatus: status as PaymentKycStatus } } }
        : settings,
    );
  void queryClient.invalidateQueries({ queryKey: getGetSettingsQueryKey() });
  void queryClient.invalidateQueries({ queryKey: getGetVerificationStatusQueryKey() });
}
