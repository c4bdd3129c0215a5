/**
 * The web socket's benefitLevelUpdate for the demo's ledger (contracts/asyncapi/web-socket.yaml; spec section 4: the
 * event replaces the session's benefits): after a change of the ledger, once the change's task is done, the user's
 * benefits (the holding level of the WBT on hold, the owning level of all WBT) are worked out again and, when they
 * differ from the last ones known, pushed to the user's connections. A hold, a release, a cancel, a trade in WBT or
 * a release completing on the ledger's clock all reach an open page that way.
 */
import type { Ledger } from '../ledger/ledger';
import { benefits } from '../ledger/settings/session-user';
import type { MockSocketHub } from './hub';

export function publishBenefitChanges(ledger: Ledger, hub: MockSocketHub, userId: string): () => void {
  let last: string | undefined;
  let queued = false;
  const check = (publish: boolean) => {
    queued = false;
    const session = benefits(ledger);
    // The socket's benefits carry the referral rate as the WBT levels do, a whole percent (the session's, a string).
    const now = { ...session, holding: { ...session.holding, referralRate: Number(session.holding.referralRate) } };
    const text = JSON.stringify(now);
    if (publish && last !== undefined && text !== last) {
      try {
        hub.publishWebEvent({ event: 'benefitLevelUpdate', data: now }, userId);
      } catch (error) {
        // A frame the contract refuses is a bug of the demo, not a reason to undo the change that made it.
        console.error('benefitLevelUpdate frame refused', error);
      }
    }
    last = text;
  };
  // The benefits as they are once the ledger's domains are laid (after the handlers' set-up, the same task).
  queueMicrotask(() => check(false));
  return ledger.onChange(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => check(true));
  });
}
