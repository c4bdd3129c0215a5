/**
 * Issue 22: the settings failure codes whose calls the sign-up and sign-in pages make (the account's phone,
 * /auth/phone/number and /auth/phone/confirmation: 1537-1540; the registration's referral code check: 1529), on
 * those pages: answered with its code, the page says the code's catalogue message in en and in tr and keeps what was
 * typed (src/testing/failure-codes.tsx). The rest of the range is src/lib/errors/settings-screens-error-codes.test.tsx.
 */
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { getGetPhoneTotpRequirementMockHandler } from '../../../generated/api/settings/settings.msw';
import { mockServer } from '../../../mocks/node';
import AuthPage from '../../features/auth/auth-page';
import { session } from '../session/session-store';
import { i18next } from '../i18n/i18n';
import { RouteEntryContext } from '../routing/route-entry-context';
import { ROUTES } from '../routing/route-table';
import { describeScreenFailures, type ScreenFailureCase } from '../../testing/failure-codes';

const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);
const authPage = (path: string) => ({
  screen: () => (
    <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>
      <AuthPage />
    </RouteEntryContext.Provider>
  ),
  path,
});
/** The phone pages are the signed-in user's; the registration a guest's. */
const signedIn = (on: boolean) => (on ? session.markLoggedIn({ permissions: {} }) : session.clear());

async function typed(input: HTMLInputElement, text: string): Promise<() => void> {
  await userEvent.clear(input);
  await userEvent.type(input, text);
  return () => expect(input.value).toBe(text);
}

const phoneNumber = authPage('/auth/phone/number');
const phoneConfirmation = authPage('/auth/phone/confirmation');

const cases: ScreenFailureCase[] = [
  {
    code: 1540,
    call: ['GET', '/v2/settings/phone/totp'],
    ...phoneNumber,
    handlers: () => (signedIn(true), []),
    drive: async () => () => undefined,
  },
  {
    code: 1537,
    call: ['POST', '/v2/settings/phone'],
    ...phoneNumber,
    handlers: () => (signedIn(true), [getGetPhoneTotpRequirementMockHandler({ data: { required: false } })]),
    drive: async () => {
      const form = await screen.findByTestId('phone-number-form');
      const kept = await typed(within(form).getByLabelText(t('auth:phone.number')), '+447700900456');
      await userEvent.click(within(form).getByRole('button', { name: t('auth:phone.sendCode') }));
      return kept;
    },
  },
  {
    code: 1539,
    call: ['POST', '/v2/settings/phone/confirmation'],
    ...phoneConfirmation,
    handlers: () => (signedIn(true), []),
    drive: async () => {
      const step = await screen.findByTestId('phone-confirmation');
      const kept = await typed(within(step).getByLabelText(t('auth:phone.code')), '123456');
      await userEvent.click(within(step).getByRole('button', { name: t('auth:phone.confirm') }));
      return kept;
    },
  },
  {
    code: 1538,
    call: ['POST', '/v2/settings/phone/code'],
    ...phoneConfirmation,
    handlers: () => (signedIn(true), []),
    drive: async () => {
      const step = await screen.findByTestId('phone-confirmation');
      const kept = await typed(within(step).getByLabelText(t('auth:phone.code')), '12');
      await userEvent.click(within(step).getByRole('button', { name: t('auth:login.resend') }));
      return kept;
    },
  },
  {
    code: 1529,
    call: ['GET', '/v2/validate-referral-code'],
    ...authPage('/auth/register'),
    handlers: () => (signedIn(false), []),
    drive: async () => {
      const form = await screen.findByTestId('register-form');
      return typed(within(form).getByLabelText(t('auth:register.referral')), 'HARBOUR7');
    },
  },
];

describeScreenFailures('the phone and referral-code calls of the sign-in pages, each answered with its code', cases, mockServer);
