/**
 * The web socket's kycRestrictionEvent for the demo's ledger (contracts/asyncapi/web-socket.yaml; spec section 4: the
 * event updates the session's KYC status): after a change of the ledger, once the change's task is done, the
 * signed-in user's paymentKycStatus (mocks/ledger/verification/identity-checks.ts) is read again and, when it differs
 * from the last one known, pushed to the user's connections: documents submitted to the provider, its review ending
 * on the ledger's clock, a new attempt after a rejection all reach an open page that way.
 */
import type { Ledger } from '../ledger/ledger';
import { paymentKycStatus } from '../ledger/verification/identity-checks';
import type { MockSocketHub } from './hub';

export function publishKycChanges(ledger: Ledger, hub: MockSocketHub, userId: string): () => void {
  let last: string | undefined;
  let queued = false;
  const check = (publish: boolean) => {
    queued = false;
    const status = paymentKycStatus(ledger);
    if (publish && last !== undefined && status !== last) {
      try {
        hub.publishWebEvent({ event: 'kycRestrictionEvent', data: { paymentKycStatus: status } }, userId);
      } catch (error) {
        // A frame the contract refuses is a bug of the demo, not a reason to undo the change that made it.
        console.error('kycRestrictionEvent frame refused', error);
      }
    }
    last = status;
  };
  queueMicrotask(() => check(false));
  return ledger.onChange(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => check(true));
  });
}
