/**
 * The listener of src/lib/balances/live-balances.tsx, in a chunk of its own: it brings the balance operations and the
 * socket's account and benefit events, which no page needs before it has painted (issue 18's first-load budget).
 * A WBT balance also refreshes the native token's own balances and release requests (a release completes on the
 * exchange's clock); a benefitLevelUpdate replaces the session's benefits (spec section 4) and refreshes the holding
 * level and its funding discount wherever they are shown; a kycRestrictionEvent updates the session's KYC status
 * (src/lib/verification/kyc-status.ts), so a feature gated until verified opens without a reload.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import {
  getGetWbtBalancesQueryKey,
  getListBalancesByTypeQueryKey,
  getListBalancesQueryKey,
  getListWbtUnholdRequestsQueryKey,
} from '../../../generated/api/balances/balances';
import { getGetUserFundingDiscountQueryKey } from '../../../generated/api/funding/funding';
import type { SettingsResponse } from '../../../generated/api/model/settingsResponse.zod';
import { getGetSettingsQueryKey } from '../../../generated/api/session/session';
import { useBalanceUpdateEvent } from '../../../generated/socket/account-socket.client';
import type { BalanceUpdate } from '../../../generated/socket/account-socket.zod';
import { useBenefitLevelUpdateEvent, useKycRestrictionEventEvent } from '../../../generated/socket/web-socket.client';
import type { Benefits } from '../../../generated/socket/web-socket.zod';
import { applyKycRestriction } from '../verification/kyc-status';

export const BALANCE_REFRESH_DELAY_MS = 300;

export interface BalanceRefresher {
  changed(update: Pick<BalanceUpdate, 'type'> & Partial<Pick<BalanceUpdate, 'ticker'>>): void;
  cancel(): void;
}

/** Collects the kinds that changed and invalidates their queries once the frames stop for `delayMs`. */
export function balanceRefresher(queryClient: QueryClient, delayMs = BALANCE_REFRESH_DELAY_MS): BalanceRefresher {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const kinds = new Set<BalanceUpdate['type']>();
  let wbt = false;
  const refresh = () => {
    timer = undefined;
    void queryClient.invalidateQueries({ queryKey: getListBalancesQueryKey(), exact: true });
    for (const kind of kinds) void queryClient.invalidateQueries({ queryKey: getListBalancesByTypeQueryKey(kind), exact: true });
    if (wbt) {
      void queryClient.invalidateQueries({ queryKey: getGetWbtBalancesQueryKey(), exact: true });
      void queryClient.invalidateQueries({ queryKey: getListWbtUnholdRequestsQueryKey(), exact: true });
    }
    kinds.clear();
    wbt = false;
  };
  return {
    changed(update) {
      kinds.add(update.type);
      if (update.ticker === 'WBT') wbt = true;
      clearTimeout(timer);
      timer = setTimeout(refresh, delayMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      kinds.clear();
      wbt = false;
    },
  };
}

/** benefitLevelUpdate: the session's benefits replaced (the settings answer's), the holding level asked again. */
export function applyBenefits(queryClient: QueryClient, benefits: Benefits): void {
  queryClient.setQueryData<SettingsResponse>(getGetSettingsQueryKey(), (settings) =>
    settings?.data.user
      ? {
          ...settings,
          data: {
            ...settings.data,
            user: {
              ...settings.data.user,
              // The session writes the referral rate as a string, the socket as a whole percent.
              benefits: { ...benefits, holding: { ...benefits.holding, referralRate: String(benefits.holding.referralRate) } },
            },
          },
        }
      : settings,
  );
  void queryClient.invalidateQueries({ queryKey: getGetUserFundingDiscountQueryKey() });
}

export default function BalanceUpdates() {
  const queryClient = useQueryClient();
  const refresher = useMemo(() => balanceRefresher(queryClient), [queryClient]);
  useEffect(() => () => refresher.cancel(), [refresher]);
  useBalanceUpdateEvent(refresher.changed);
  useBenefitLevelUpdateEvent((benefits) => applyBenefits(queryClient, benefits));
  useKycRestrictionEventEvent(({ paymentKycStatus }) => applyKycRestriction(queryClient, paymentKycStatus));
  return null;
}
