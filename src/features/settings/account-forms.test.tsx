/**
 * The account forms (nickname, general preferences, leverage, account deletion): the contract's rules and the
 * forms' own checks stop a submit with the message on the field, and a 422's field errors land on their fields
 * with what was typed or chosen kept.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getListCommunicationLanguagesMockHandler } from '../../../generated/api/misc/misc.msw';
import { getGetSettingsMockHandler, getGetSettingsResponseMock } from '../../../generated/api/session/session.msw';
import { getListLogoutTimesMockHandler } from '../../../generated/api/settings/settings.msw';
import { getGetLeverageMockHandler } from '../../../generated/api/trade/trade.msw';
import { mockServer } from '../../../mocks/node';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { renderScreen } from '../../testing/render';
import { CommunicationScreen } from './communication-screen';
import { DeleteAccountScreen } from './delete-account-screen';
import { LeverageScreen } from './leverage-screen';
import { LogoutTimeScreen } from './logout-time-screen';
import { NicknameScreen } from './nickname-screen';
import type { SettingsUser } from './settings-data';

function settings(user: Partial<SettingsUser> = {}, flags: Partial<SettingsUser['flags']> = {}) {
  const mock = getGetSettingsResponseMock();
  return getGetSettingsMockHandler({
    data: { ...mock.data, user: { ...mock.data.user, ...user, flags: { ...mock.data.user.flags, ...flags } } },
  });
}

const inRoute = (path: string, ui: React.ReactElement) => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>{ui}</RouteEntryContext.Provider>
);

/** Records the bodies a POST sends and answers each with a 422 carrying `errors`. */
function rejecting(path: string, errors: Record<string, string[]>) {
  const bodies: unknown[] = [];
  mockServer.use(
    http.post(path, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ message: 'Validation failed', errors }, { status: 422 });
    }),
  );
  return bodies;
}

const alerts = (form: HTMLElement) =>
  within(form)
    .queryAllByRole('alert')
    .map((a) => a.textContent);

describe('nickname form', () => {
  beforeEach(() => mockServer.use(settings({ nickname: { value: 'olena_k', tag: '0421' }, nicknameChangesLeft: 2 })));

  it("checks the contract's rule and the current nickname, then puts a 422 on the field keeping what was typed", async () => {
    const bodies = rejecting('*/v2/settings/nickname', { nickname: ['This nickname is taken.'] });
    await renderScreen(inRoute('/settings/general/nickname', <NicknameScreen />));
    const form = await screen.findByRole('form', { name: 'Your nickname: olena_k#0421' });
    const nickname = within(form).getByLabelText('New nickname') as HTMLInputElement;

    await userEvent.type(nickname, 'ab');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(alerts(form)).toEqual(['Use 3 to 32 letters, digits or underscores.']);
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'olena k');
    await waitFor(() => expect(alerts(form)).toEqual(['Use 3 to 32 letters, digits or underscores.']));
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'olena_k');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts(form)).toEqual(['This is already your nickname.']));
    expect(bodies).toEqual([]);

    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'olena_trades');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts(form)).toEqual(['This nickname is taken.']));
    expect(bodies).toEqual([{ nickname: 'olena_trades' }]);
    expect(nickname.getAttribute('aria-invalid')).toBe('true');
    expect(nickname.value).toBe('olena_trades');
  });
});

describe('general preferences form', () => {
  it('sends only the changed logout time and puts a 422 on it, keeping the choice', async () => {
    mockServer.use(
      settings({ language: 'en', logoutTime: 30 }),
      getListLogoutTimesMockHandler({ data: [15, 30, 60] }),
      getListCommunicationLanguagesMockHandler({ data: [{ code: 'en', name: 'English' }] }),
    );
    const bodies = rejecting('*/v2/settings/general', { logoutTime: ['Choose one of the offered times.'] });
    await renderScreen(inRoute('/settings/security/logout-time', <LogoutTimeScreen />));
    const form = await screen.findByRole('form', { name: 'Preferences' });
    const time = within(form).getByLabelText('Log out after inactivity') as HTMLSelectElement;
    // (The saved 30 is not read back here: happy-dom's select ignores a number set as its value, which browsers
    // turn into a string.)
    await userEvent.selectOptions(time, '60');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts(form)).toEqual(['Choose one of the offered times.']));
    expect(bodies).toEqual([{ logoutTime: 60 }]);
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(time.value).toBe('60');
  });

  it('shows the saved language of e-mails when its read answers before the logout times', async () => {
    mockServer.use(
      settings({ language: 'en', logoutTime: 30 }),
      getListCommunicationLanguagesMockHandler({
        data: [
          { code: 'en', name: 'English' },
          { code: 'tr', name: 'Türkçe' },
        ],
        selected: 'tr',
      }),
      http.get('*/v2/common/logoutTimes', async () => {
        await delay(150);
        return HttpResponse.json({ data: [15, 30, 60] });
      }),
    );
    await renderScreen(inRoute('/settings/general/communication', <CommunicationScreen />));
    const form = await screen.findByRole('form', { name: 'Preferences' });
    const language = within(form).getByLabelText('Language of e-mails and notifications') as HTMLSelectElement;
    await waitFor(() => expect(language.value).toBe('tr'));
  });
});

describe('leverage form', () => {
  it('puts a 422 on the leverage and keeps the chosen level', async () => {
    mockServer.use(getGetLeverageMockHandler({ data: { leverage: 5 } }));
    const bodies = rejecting('*/v2/trade/margin/leverage', { leverage: ['Close your open positions first.'] });
    await renderScreen(inRoute('/settings/general/leverage', <LeverageScreen />));
    const form = await screen.findByRole('form', { name: 'Current leverage: 5×' });
    await userEvent.click(within(form).getByRole('radio', { name: '10×' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts(form)).toEqual(['Close your open positions first.']));
    expect(bodies).toEqual([{ leverage: 10 }]);
    expect(within(form).getByRole('radio', { name: '10×' }).getAttribute('aria-checked')).toBe('true');
  });
});

describe('account deletion form', () => {
  beforeEach(() => mockServer.use(settings({}, { isPasswordCreateEnabled: false, isTwoFactorEnabled: false })));

  it('needs the box and the password, then puts a 422 on the password keeping everything typed', async () => {
    const bodies = rejecting('*/v2/settings/delete-account', { password: ['The password is wrong.'] });
    await renderScreen(inRoute('/settings/general/delete-account', <DeleteAccountScreen />));
    const form = await screen.findByRole('form', { name: 'Delete your account' });
    const password = within(form).getByLabelText('Password') as HTMLInputElement;
    const reason = within(form).getByLabelText('Why are you leaving? (optional)') as HTMLTextAreaElement;
    const understood = within(form).getByRole('checkbox', { name: /I understand/ }) as HTMLInputElement;

    await userEvent.click(within(form).getByRole('button', { name: 'Delete my account' }));
    expect(alerts(form)).toEqual(['Enter your password.', 'Confirm that you understand what is deleted.']);
    await userEvent.type(password, 'short');
    await userEvent.click(within(form).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(alerts(form)).toEqual(['Use at least 8 characters.']));
    expect(bodies).toEqual([]);

    await userEvent.type(password, '-but-longer');
    await userEvent.type(reason, 'Too many e-mails');
    await userEvent.click(understood);
    await userEvent.click(within(form).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(alerts(form)).toEqual(['The password is wrong.']));
    expect(bodies).toEqual([{ password: 'short-but-longer', reason: 'Too many e-mails' }]);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.value).toBe('short-but-longer');
    expect(reason.value).toBe('Too many e-mails');
    expect(understood.checked).toBe(true);
  });
});
