/**
 * The demo's outbox: every e-mail the mock exchange "sends" (login and new-device codes, withdrawal codes, password
 * reset links, e-mail change codes, registration codes) to any of the demo's accounts, all of which the person trying
 * the demo holds: one list for all users (a shared slice, `demo:mailbox`), so that the demo's mailbox
 * (mocks/demo-mailbox.ts) shows a login code to the second account while the demo user is still the one signed in,
 * and a reload keeps it. An e-mail to an account carries that account's anti-phishing code as it was when it was sent
 * (spec: the code a user sets to tell the exchange's real e-mails from a phisher's; read from its own settings); one
 * to an address without an account (a registration) carries none.
 *
 * The demo's e-mails are written in English, like the mock exchange's other messages.
 */
import type { HistoryEntry, Ledger } from './ledger';
import { authState, DEMO_CODE, userByEmail, type PendingLogin } from './auth/state';
import { settingsState } from './settings/state';

export const MAILBOX = 'demo:mailbox';
export const SENDER = 'Meridian Exchange <no-reply@meridian.example>';

export type MailKind = 'loginCode' | 'deviceCode' | 'withdrawalCode' | 'passwordReset' | 'emailChange' | 'registration';

/** What an e-mail says. */
export interface MailContent {
  kind: MailKind;
  to: string;
  subject: string;
  /** The body's paragraphs. */
  lines: string[];
  /** The code the e-mail carries, if any (the demo's codes are 123456). */
  code?: string;
  /** A link of this site the e-mail carries (a path: the mailbox opens it on the demo's own origin). */
  link?: string;
}

export type Mail = MailContent & {
  /** The account's anti-phishing code when the e-mail was sent, if it had one. */
  antiPhishingCode?: string;
} & Record<string, unknown>;

export type SentMail = HistoryEntry & Mail;

interface Outbox {
  /** Newest first. */
  mails: SentMail[];
}

const outbox = (ledger: Ledger): Outbox => ledger.sharedSlice<Outbox>(MAILBOX, () => ({ mails: [] }));

/**
 * Sends (records) an e-mail. To an account, it carries that account's anti-phishing code: the account is `account`'s
 * user id when given (a persona's address that signs in as the demo user), else the one whose e-mail it is, else the
 * signed-in user's; `false` for an address without an account.
 */
export function sendMail(ledger: Ledger, mail: MailContent, account?: number | false): void {
  const userId = account === false ? undefined : (account ?? userByEmail(authState(ledger), mail.to)?.userId ?? ledger.user);
  const code = userId === undefined ? null : ledger.withUser(userId, () => settingsState(ledger).antiPhishing.code);
  outbox(ledger).mails.unshift({
    id: ledger.nextId('mail', 100_000),
    time: ledger.now(),
    ...mail,
    ...(code ? { antiPhishingCode: code } : {}),
  });
  ledger.changed();
}

/** The e-mails sent, newest first. */
export const sentMails = (ledger: Ledger): SentMail[] => outbox(ledger).mails;

/** The code of a login waiting for it: a new device's, or a login by e-mail code. */
export function mailLoginCode(ledger: Ledger, pending: PendingLogin): void {
  const byCode = pending.byEmailCode === true;
  sendMail(
    ledger,
    {
      kind: byCode ? 'loginCode' : 'deviceCode',
      to: pending.email,
      subject: byCode ? 'Your login code' : 'Confirm a login from a new device',
      lines: byCode
        ? ['Enter this code on the login page to sign in. It is valid for 10 minutes.']
        : [
            'Someone, probably you, is signing in to your account from a device we have not seen before.',
            'Enter this code to confirm it is you. If it is not you, change your password now.',
          ],
      code: DEMO_CODE,
    },
    pending.userId,
  );
}

/** The link of a password reset (the reset page takes its token). */
export function mailPasswordReset(ledger: Ledger, email: string, token: string): void {
  sendMail(ledger, {
    kind: 'passwordReset',
    to: email,
    subject: 'Reset your password',
    lines: ['Open the link to choose a new password. It is valid for an hour.', 'If you did not ask for this, ignore this e-mail.'],
    link: `/auth/reset-password?token=${encodeURIComponent(token)}`,
  });
}

/** The code that confirms a new e-mail address, sent to that address. */
export function mailEmailChange(ledger: Ledger, email: string): void {
  sendMail(ledger, {
    kind: 'emailChange',
    to: email,
    subject: 'Confirm your new e-mail address',
    lines: ['Enter this code in the settings to make this your account’s e-mail address.'],
    code: DEMO_CODE,
  });
}

/** A registration's code and link, to an address that has no account yet (so no anti-phishing code). */
export function mailRegistration(ledger: Ledger, email: string, linkCode: string): void {
  sendMail(
    ledger,
    {
      kind: 'registration',
      to: email,
      subject: 'Confirm your registration',
      lines: ['Enter the code on the registration page, or open the link, to finish creating your account.'],
      code: DEMO_CODE,
      link: `/auth/register?confirmation=${encodeURIComponent(linkCode)}`,
    },
    false,
  );
}
