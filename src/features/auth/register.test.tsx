/**
 * Registration against the demo ledger (every code is 123456; referral codes DEMOTRADER and WELCOME2026, affiliate
 * code meridian-partners): the e-mail code step (rule message before any call, a wrong code kept with the
 * attempts left, the resend cooldown, 123456 signs in), the e-mailed link's confirmation, the phone registration
 * and its code page, the region's consents (marketing optional), and the referral and affiliate cookies.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { isRedirect } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockHandlers } from '../../../mocks/handlers';
import { pendingRegistrationLink } from '../../../mocks/ledger/auth/state';
import { mockExchange, mockServer } from '../../../mocks/node';
import { pathRule } from '../../app/routing/path-rules';
import { deleteCookie, readCookie } from '../../lib/cookies/cookies';
import { modals } from '../../lib/modals/modal-store';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { forgetRegistrationLink, registrationLink, storeRegistrationLink } from '../../lib/session/registration-link';
import { AFFILIATE_COOKIE, REFERRAL_COOKIE } from '../../lib/session/attribution';
import { safeCookies } from '../../lib/storage/safe-storage';
import { currentRouter, renderScreen } from '../../testing/render';
import AuthPage from './auth-page';

function at(url: string) {
  history.replaceState(null, '', url);
  const path = new URL(url, 'http://exchange.test').pathname;
  return (
    <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>
      <AuthPage />
    </RouteEntryContext.Provider>
  );
}

let serial = 0;
const freshEmail = () => `new-${Date.now()}-${++serial}@meridian.example`;

/** Fills in the e-mail form (every consent of the region checked) and sends it. */
async function register(email: string, { referral }: { referral?: string } = {}) {
  const form = await screen.findByTestId('register-form');
  await userEvent.type(within(form).getByLabelText('E-mail'), email);
  await userEvent.type(within(form).getByLabelText('Password'), 'a-new-password');
  if (referral) await userEvent.type(within(form).getByLabelText('Referral code (optional)'), referral);
  for (const box of within(form).getAllByRole('checkbox')) await userEvent.click(box);
  await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
  return screen.findByTestId('registration-code');
}

/** Calls of one operation seen by the mock server, with their bodies. */
function watch(method: string, path: string): unknown[] {
  const bodies: unknown[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === path)
      bodies.push(
        method === 'GET'
          ? Object.fromEntries(new URL(request.url).searchParams)
          : request
              .clone()
              .text()
              .then((text) => (text ? (JSON.parse(text) as unknown) : undefined)),
      );
  });
  return bodies;
}

beforeEach(() => {
  mockExchange.logout();
  mockServer.use(...mockHandlers(mockExchange));
});
afterEach(() => {
  modals.closeAll();
  mockServer.events.removeAllListeners();
  deleteCookie(REFERRAL_COOKIE);
  deleteCookie(AFFILIATE_COOKIE);
  forgetRegistrationLink();
  vi.restoreAllMocks();
});

describe('registration by e-mail code', () => {
  it('checks the code rule before any call and keeps a wrong code with the attempts left', async () => {
    const confirmations = watch('POST', '/v2/register/confirmation');
    await renderScreen(at('/auth/register'));
    const email = freshEmail();
    const step = await register(email);
    expect(step.textContent).toContain(`We sent a 6-digit code to ${email}.`);
    const code = within(step).getByLabelText('Confirmation code') as HTMLInputElement;
    expect(document.activeElement).toBe(code);
    await userEvent.type(code, '12');
    await userEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(step).getByRole('alert').textContent).toBe('Enter the 6-digit code.'));
    expect(code.value).toBe('12');
    expect(confirmations).toHaveLength(0);
    await userEvent.type(code, '9999');
    await userEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(step).getByRole('alert').textContent).toBe('Wrong code. 4 attempts left.'));
    expect(code.value).toBe('129999');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(mockExchange.isLoggedIn()).toBe(false);
  });

  it('the last wrong code drops the registration and offers to register again', async () => {
    await renderScreen(at('/auth/register'));
    const step = await register(freshEmail());
    const code = within(step).getByLabelText('Confirmation code') as HTMLInputElement;
    for (const left of [4, 3, 2, 1]) {
      await userEvent.clear(code);
      await userEvent.type(code, '000000');
      await userEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
      await waitFor(() =>
        expect(within(step).getByRole('alert').textContent).toMatch(new RegExp(`^Wrong code\\. ${left} attempts? left\\.$`)),
      );
    }
    await userEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(within(step).getByRole('status').textContent).toBe('Too many wrong codes. Register again to get a new code.'),
    );
    expect(within(step).getByRole('button', { name: 'Confirm' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(step).getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByTestId('register-form')).toBeTruthy();
  });

  it('waits out the cooldown of the first code, then sends a new one and waits again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const sent = watch('POST', '/v2/register/code');
    await renderScreen(at('/auth/register'));
    const step = await register(freshEmail());
    const wait = within(step).getByRole('button', { name: /^Send a new code in \d+ seconds?$/ });
    expect(wait.hasAttribute('disabled')).toBe(true);
    vi.advanceTimersByTime(61_000);
    const resend = await within(step).findByRole('button', { name: 'Send a new code' });
    await userEvent.click(resend);
    await waitFor(() => expect(within(step).getByRole('status').textContent).toMatch(/^We sent a new code to n\*+\d@meridian\.example\.$/));
    expect(
      within(step)
        .getByRole('button', { name: /^Send a new code in \d+ seconds?$/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(sent).toHaveLength(1);
    vi.useRealTimers();
  });

  it('signs in with 123456 and goes where a login goes, as the new user', async () => {
    await renderScreen(at('/auth/register?redirect=%2Fbalance%2Fmain'));
    const email = freshEmail();
    const step = await register(email);
    await userEvent.type(within(step).getByLabelText('Confirmation code'), '123456');
    await userEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentRouter().state.location.pathname).toBe('/balance/main'));
    expect(mockExchange.isLoggedIn()).toBe(true);
    expect(mockExchange.ledger.history('registrations')[0]).toMatchObject({ email });
  });

  it('goes back to the form with its values to change the e-mail', async () => {
    await renderScreen(at('/auth/register'));
    const email = freshEmail();
    const step = await register(email);
    await userEvent.click(within(step).getByRole('button', { name: 'Change e-mail' }));
    const form = await screen.findByTestId('register-form');
    expect((within(form).getByLabelText('E-mail') as HTMLInputElement).value).toBe(email);
  });
});

describe('region consents', () => {
  it('requires every consent but marketing, which is marked optional', async () => {
    const registrations = watch('POST', '/v2/register');
    await renderScreen(at('/auth/register'));
    const form = await screen.findByTestId('register-form');
    const marketing = within(form).getByLabelText('Send me news and offers (optional)');
    await userEvent.type(within(form).getByLabelText('E-mail'), freshEmail());
    await userEvent.type(within(form).getByLabelText('Password'), 'a-new-password');
    await userEvent.click(within(form).getByLabelText('I accept the terms of use'));
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('This agreement is required.'));
    expect(registrations).toHaveLength(0);
    await userEvent.click(within(form).getByLabelText('I have read the privacy policy'));
    expect((marketing as HTMLInputElement).checked).toBe(false);
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    await screen.findByTestId('registration-code');
    expect(await registrations[0]).toMatchObject({ consents: ['terms', 'privacy'] });
  });
});

describe('confirmation by link', () => {
  it('the route rule takes the code out of the address', () => {
    const rule = pathRule('/auth/register')?.rule;
    let thrown: unknown;
    try {
      rule?.({
        location: { pathname: '/tr/auth/register', searchStr: '?confirmation=abc&lang=tr', search: {}, state: undefined } as never,
        params: {},
      });
    } catch (error) {
      thrown = error;
    }
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { href: string } }).options.href).toBe('/tr/auth/register?lang=tr');
    expect(registrationLink()).toBe('abc');
  });

  it('confirms the link once and signs the new user in', async () => {
    const email = freshEmail();
    await renderScreen(at('/auth/register'));
    await register(email);
    const code = pendingRegistrationLink(mockExchange.ledger, email);
    expect(code).toBeDefined();
    const calls = watch('POST', `/v2/register/confirmation/${code}`);
    storeRegistrationLink(code!);
    await renderScreen(at('/auth/register?redirect=%2Fbalance%2Fmain'));
    await waitFor(() => expect(currentRouter().state.location.pathname).toBe('/balance/main'));
    expect(mockExchange.isLoggedIn()).toBe(true);
    expect(mockExchange.ledger.history('registrations')[0]).toMatchObject({ email });
    expect(calls).toHaveLength(1);
  });

  it('says an unknown or expired link is invalid and offers the form again', async () => {
    storeRegistrationLink('x'.repeat(40));
    await renderScreen(at('/auth/register'));
    const notice = await screen.findByTestId('registration-link');
    await waitFor(() => expect(notice.textContent).toContain('This confirmation link is invalid or has expired.'));
    await userEvent.click(within(notice).getByRole('button', { name: 'Register again' }));
    expect(await screen.findByTestId('register-form')).toBeTruthy();
    expect(mockExchange.isLoggedIn()).toBe(false);
  });

  it('says a malformed link is invalid without calling', async () => {
    const calls = watch('POST', '/v2/register/confirmation/short');
    storeRegistrationLink('short');
    await renderScreen(at('/auth/register'));
    expect((await screen.findByTestId('registration-link')).textContent).toContain('This confirmation link is invalid or has expired.');
    expect(calls).toHaveLength(0);
  });
});

describe('phone registration', () => {
  it('checks the phone rule, registers and opens the code page with the id', async () => {
    await renderScreen(at('/auth/register-lifecell'));
    const form = await screen.findByTestId('register-form');
    const phone = within(form).getByLabelText('Phone number') as HTMLInputElement;
    await userEvent.type(phone, '0532');
    await userEvent.type(within(form).getByLabelText('Password'), 'a-new-password');
    for (const box of within(form).getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe('Enter the phone number with its country code, starting with +.'),
    );
    expect(phone.value).toBe('0532');
    await userEvent.clear(phone);
    await userEvent.type(phone, `+90 532 ${String(Date.now()).slice(-7)}`);
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(currentRouter().state.location.pathname).toBe('/auth/register-lifecell/confirmation'));
    expect(new URLSearchParams(currentRouter().state.location.searchStr).get('id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('confirms the SMS code on the code page, with a resend and a wrong code first', async () => {
    const phoneNumber = `+38067${String(Date.now()).slice(-7)}`;
    await renderScreen(at('/auth/register-lifecell'));
    const form = await screen.findByTestId('register-form');
    await userEvent.type(within(form).getByLabelText('Phone number'), phoneNumber);
    await userEvent.type(within(form).getByLabelText('Password'), 'a-new-password');
    for (const box of within(form).getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(currentRouter().state.location.pathname).toBe('/auth/register-lifecell/confirmation'));
    const id = new URLSearchParams(currentRouter().state.location.searchStr).get('id');
    await renderScreen(at(`/auth/register-lifecell/confirmation?id=${id}`));
    const step = await screen.findByTestId('registration-code');
    expect(step.textContent).toContain('We sent a 6-digit code by SMS.');
    await userEvent.click(within(step).getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(within(step).getByRole('status').textContent).toMatch(/^We sent a new code to \+38067\*+\d\d\.$/));
    const code = within(step).getByLabelText('Confirmation code') as HTMLInputElement;
    await userEvent.type(code, '000000');
    await userEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(step).getByRole('alert').textContent).toBe('Wrong code. 4 attempts left.'));
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(mockExchange.isLoggedIn()).toBe(true));
    expect(mockExchange.ledger.history('registrations')[0]).toMatchObject({ phone: phoneNumber });
  });

  it('says the page is not valid without a registration id', async () => {
    await renderScreen(at('/auth/register-lifecell/confirmation?phone=1'));
    expect((await screen.findByRole('alert')).textContent).toContain('no registration is waiting for it');
  });
});

describe('referral and affiliate codes', () => {
  it('keeps valid codes of the address in their cookies (90 and 7 days) and sends them', async () => {
    const writes = vi.spyOn(safeCookies, 'write');
    const registrations = watch('POST', '/v2/register');
    await renderScreen(at('/auth/register?ref=WELCOME2026&aff=meridian-partners'));
    await waitFor(() => expect(readCookie(AFFILIATE_COOKIE)).toBe('meridian-partners'));
    expect(readCookie(REFERRAL_COOKIE)).toBe('WELCOME2026');
    const written = writes.mock.calls.map(([cookie]) => cookie);
    expect(written).toContainEqual(expect.stringMatching(/^referral=WELCOME2026; Max-Age=7776000; Path=\/; SameSite=Lax/));
    expect(written).toContainEqual(expect.stringMatching(/^affiliate=meridian-partners; Max-Age=604800; Path=\/; SameSite=Lax/));
    const form = await screen.findByTestId('register-form');
    expect((within(form).getByLabelText('Referral code (optional)') as HTMLInputElement).value).toBe('WELCOME2026');
    expect(await within(form).findByText('Partner code meridian-partners applied.')).toBeTruthy();
    await register(freshEmail());
    expect(await registrations[0]).toMatchObject({ referralCode: 'WELCOME2026', affiliateCode: 'meridian-partners' });
  });

  it('keeps no cookie for an invalid code and says the referral code is not valid', async () => {
    const validations = watch('GET', '/v2/validate-affiliate-code');
    await renderScreen(at('/auth/register?referral=NOSUCHCODE&affiliate=nobody-here'));
    const form = await screen.findByTestId('register-form');
    await waitFor(() => expect(within(form).getByText('This referral code is not valid.')).toBeTruthy());
    await waitFor(() => expect(validations).toHaveLength(1));
    expect(readCookie(REFERRAL_COOKIE)).toBeUndefined();
    expect(readCookie(AFFILIATE_COOKIE)).toBeUndefined();
    expect(within(form).queryByText(/Partner code/)).toBeNull();
  });

  it('fills the form from the cookies of an earlier visit', async () => {
    document.cookie = `${REFERRAL_COOKIE}=DEMOTRADER; Path=/`;
    document.cookie = `${AFFILIATE_COOKIE}=cryptonews-demo; Path=/`;
    const registrations = watch('POST', '/v2/register');
    await renderScreen(at('/auth/register'));
    const form = await screen.findByTestId('register-form');
    expect((within(form).getByLabelText('Referral code (optional)') as HTMLInputElement).value).toBe('DEMOTRADER');
    await register(freshEmail());
    expect(await registrations[0]).toMatchObject({ referralCode: 'DEMOTRADER', affiliateCode: 'cryptonews-demo' });
  });
});
