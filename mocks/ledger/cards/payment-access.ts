/**
 * Who may use the payment products (P2P Express, the payment card, the crypto card): a user whose identity is verified
 * for payments, as the session's settings say it (GET /v2/settings user.paymentKycStatus `verified`; section 4: the
 * payment restriction applies while it is required or submitted). Anyone else is answered 403.
 */
import { HttpResponse } from 'msw';
import type { Ledger } from '../ledger';
import { sessionSettings } from '../settings/session-user';

export const paymentsAllowed = (ledger: Ledger): boolean => sessionSettings(ledger).user.paymentKycStatus === 'verified';

export const paymentRestricted = (): Response => HttpResponse.json({ message: 'Verify your identity to use payments.' }, { status: 403 });

/** A card call's refusal as the web API's 422: its code (numeric, or the crypto card issuer's string code) on its field. */
export const refusal = (code: number | string, field: string, message: string): Response =>
  HttpResponse.json({ code, message: 'Validation failed', errors: { [field]: [message] } }, { status: 422 });
