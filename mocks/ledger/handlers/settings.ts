/**
 * The ledger's answers to the contract's `settings` operations and the session's settings call (GET /v2/settings),
 * all from one persisted slice of the ledger (mocks/ledger/settings/state.ts). Demo codes: the authenticator and
 * SMS code is 123456; any password of 8 or more characters is the demo user's.
 */
import { http, type RequestHandler } from 'msw';
import { SettingsResponse } from '../../../generated/api/model/settingsResponse.zod';
import { json, signedIn, type LedgerContext } from '../http';
import { accountHandlers } from '../settings/account-handlers';
import { contactHandlers } from '../settings/contact-handlers';
import { securityHandlers } from '../settings/security-handlers';
import { sessionSettings } from '../settings/session-user';
import { defineSettings } from '../settings/state';

export function settingsHandlers(ctx: LedgerContext): RequestHandler[] {
  defineSettings(ctx.ledger);
  return [
    // Guests call it too: a 401 tells the app nobody is signed in.
    http.get('*/v2/settings', () => signedIn(ctx, () => json(SettingsResponse, { data: sessionSettings(ctx.ledger) }))),
    ...accountHandlers(ctx),
    ...securityHandlers(ctx),
    ...contactHandlers(ctx),
  ];
}
