/**
 * The identity checks' state (the contract's getVerificationStatus), read again every few seconds while a review runs
 * (the socket's kycRestrictionEvent also asks for it again: src/lib/verification/kyc-status.ts), and where the pages
 * of a flow are under /verification and under /intro/verification.
 */
import type { VerificationStatusResponse } from '../../../generated/api/model/verificationStatusResponse.zod';
import { useGetVerificationStatus } from '../../../generated/api/verification/verification';
import type { AppPath } from '../../ui/app-link';

export type Checks = VerificationStatusResponse['data'];
export type Flow = 'regular' | 'diia' | 'external' | 'provider';
export type Base = '/verification' | '/intro/verification';

/** How often the checks are read again while the provider reviews. */
export const REVIEW_POLL_MS = 3000;

export function useVerificationStatus() {
  return useGetVerificationStatus({
    query: {
      refetchInterval: (query) => {
        const data = query.state.data?.data;
        return data && (data.kyc.status === 'submitted' || data.kyb.status === 'pending') ? REVIEW_POLL_MS : false;
      },
    },
  });
}

/** The page of a flow (Diia sits under the provider pages at /verification). */
export const flowPath = (base: Base, flow: Flow): AppPath =>
  base === '/verification' && flow === 'diia' ? '/verification/provider/diia' : `${base}/${flow}`;

/** The page that follows a review. */
export const checkingPath = (base: Base): AppPath =>
  base === '/verification' ? '/verification/provider/checking' : '/intro/verification/checking';

/** Whether the user may start an attempt: not verified, nothing under review, a rejection that allows another try. */
export const mayStart = (kyc: Checks['kyc']): boolean =>
  kyc.status === 'required' || (kyc.status === 'rejected' && kyc.rejection?.canRetry !== false);
