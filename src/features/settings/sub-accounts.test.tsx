import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListBalancesByTypeMockHandler } from '../../../generated/api/balances/balances.msw';
import type { SubAccount } from '../../../generated/api/model/subAccount.zod';
import { getListCurrenciesMockHandler } from '../../../generated/api/profile/profile.msw';
import { getGetSettingsMockHandler, getGetSettingsResponseMock } from '../../../generated/api/session/session.msw';
import { getListSubAccountsMockHandler } from '../../../generated/api/sub-accounts/sub-accounts.msw';
import { mockServer } from '../../../mocks/node';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { notify } from '../../lib/toast/toast';
import { renderScreen } from '../../testing/render';
import { SubAccountCreateScreen } from './sub-account-create-screen';
import { SubAccountsListScreen } from './sub-accounts-list-screen';

const account = (n: number, over: Partial<SubAccount> = {}): SubAccount => ({
  id: `2f6c1a9e-8b4d-4c3e-9f7a-${String(n).padStart(12, '0')}`,
  alias: `Bot ${n}`,
  status: 'active',
  permissions: { spotEnabled: true, collateralEnabled: false },
  createdAt: 1_790_000_000,
  ...over,
});

function settings({ enabled = true, subAccountSession = false } = {}) {
  const mock = getGetSettingsResponseMock();
  return getGetSettingsMockHandler({
    data: {
      ...mock.data,
      user: {
        ...mock.data.user,
        mainAccountExternalId: subAccountSession ? '2f6c1a9e-8b4d-4c3e-9f7a-5d1b0e2c6a84' : null,
        mainAccountNickname: subAccountSession ? 'olena_k' : null,
        alias: subAccountSession ? 'Bot 1' : null,
      },
      permissions: { ...mock.data.permissions, subAccount: { enabled, hide: !enabled } },
    },
  });
}

const inRoute = (path: string, ui: React.ReactElement) => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>{ui}</RouteEntryContext.Provider>
);
const listPage = () => inRoute('/settings/general/sub-accounts/list', <SubAccountsListScreen />);

beforeEach(() => mockServer.use(settings()));
afterEach(() => vi.restoreAllMocks());

/** The list with one sub-account, its card once shown. */
async function oneCard(): Promise<HTMLElement> {
  mockServer.use(getListSubAccountsMockHandler({ data: [account(1)], pagination: { limit: 15, offset: 0, total: 1 } }));
  await renderScreen(listPage());
  const [card] = await screen.findAllByTestId('sub-account');
  return card!;
}

describe('sub-accounts list', () => {
  it('asks for 15 a page and pages by offset; the search goes to the server', async () => {
    const asked: URLSearchParams[] = [];
    mockServer.use(
      http.get('*/v2/sub-account', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const offset = Number(params.get('offset'));
        const items = Array.from({ length: offset === 0 ? 15 : 5 }, (_, i) => account(offset + i + 1));
        return HttpResponse.json({ data: items, pagination: { limit: 15, offset, total: 20 } });
      }),
    );
    await renderScreen(listPage());
    expect(await screen.findAllByTestId('sub-account')).toHaveLength(15);
    expect(asked[0]!.get('limit')).toBe('15');
    expect(asked[0]!.get('offset')).toBe('0');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('sub-account')).toHaveLength(5));
    expect(asked.at(-1)!.get('offset')).toBe('15');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search sub-accounts' }), 'bot');
    await waitFor(() => expect(asked.at(-1)!.get('search')).toBe('bot'));
    expect(asked.at(-1)!.get('offset')).toBe('0');
  });

  it('locks an active sub-account and unlocks a blocked one', async () => {
    const calls: string[] = [];
    mockServer.use(
      getListSubAccountsMockHandler({
        data: [account(1), account(2, { status: 'blocked', alias: 'Frozen bot' })],
        pagination: { limit: 15, offset: 0, total: 2 },
      }),
      http.post('*/v2/sub-account/:id/lock', ({ params }) => {
        calls.push(`lock ${String(params.id)}`);
        return HttpResponse.json({ data: account(1, { status: 'blocked' }) });
      }),
      http.post('*/v2/sub-account/:id/unlock', ({ params }) => {
        calls.push(`unlock ${String(params.id)}`);
        return HttpResponse.json({ data: account(2) });
      }),
    );
    await renderScreen(listPage());
    const [active, blocked] = await screen.findAllByTestId('sub-account');
    expect(within(active!).queryByRole('button', { name: 'Unlock' })).toBeNull();
    expect(within(blocked!).queryByRole('button', { name: 'Lock' })).toBeNull();
    // A locked sub-account cannot be switched into.
    expect((within(blocked!).getByRole('button', { name: 'Switch to it' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(active!).getByRole('button', { name: 'Lock' }));
    await userEvent.click(within(blocked!).getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(calls).toEqual([`lock ${account(1).id}`, `unlock ${account(2).id}`]));
  });

  it('deletes only after the confirmation', async () => {
    let deleted = 0;
    mockServer.use(
      getListSubAccountsMockHandler({ data: [account(1)], pagination: { limit: 15, offset: 0, total: 1 } }),
      http.delete('*/v2/sub-account/:id', () => {
        deleted++;
        return HttpResponse.json({ data: account(1) });
      }),
    );
    await renderScreen(listPage());
    const [card] = await screen.findAllByTestId('sub-account');
    await userEvent.click(within(card!).getByRole('button', { name: 'Delete' }));
    expect(deleted).toBe(0);
    const question = within(card!).getByRole('group', { name: 'Delete Bot 1 for good?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(deleted).toBe(1));
  });

  it('sends a password reset to a sub-account that logs in by itself, after asking; none for one without e-mail', async () => {
    let reset: string | undefined;
    mockServer.use(
      getListSubAccountsMockHandler({
        data: [account(1, { email: 'bot1@example.com' }), account(2)],
        pagination: { limit: 15, offset: 0, total: 2 },
      }),
      http.post('*/v2/sub-account/:id/reset-password', ({ params }) => {
        reset = String(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined as never);
    await renderScreen(listPage());
    const [card, other] = await screen.findAllByTestId('sub-account');
    expect(within(other!).queryByRole('button', { name: 'Reset password' })).toBeNull();
    await userEvent.click(within(card!).getByRole('button', { name: 'Reset password' }));
    expect(reset).toBeUndefined();
    const question = within(card!).getByRole('group', { name: 'Send a password reset e-mail to bot1@example.com?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(reset).toBe(account(1).id));
    await waitFor(() => expect(success).toHaveBeenCalledWith('A password reset e-mail was sent to bot1@example.com.'));
  });

  it('sends changed permissions', async () => {
    let body: unknown;
    mockServer.use(
      getListSubAccountsMockHandler({ data: [account(1)], pagination: { limit: 15, offset: 0, total: 1 } }),
      http.post('*/v2/sub-account/:id/update-permissions', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: account(1, { permissions: { spotEnabled: true, collateralEnabled: true } }) });
      }),
    );
    await renderScreen(listPage());
    const [card] = await screen.findAllByTestId('sub-account');
    await userEvent.click(within(card!).getByRole('checkbox', { name: 'Margin and futures trading' }));
    await userEvent.click(within(card!).getByRole('button', { name: 'Save permissions' }));
    await waitFor(() => expect(body).toEqual({ spotEnabled: true, collateralEnabled: true }));
  });

  it('is not offered without permissions.subAccount.enabled, and asks nothing of the server', async () => {
    let listed = 0;
    mockServer.use(
      settings({ enabled: false }),
      http.get('*/v2/sub-account', () => {
        listed++;
        return HttpResponse.json({ data: [], pagination: { limit: 15, offset: 0, total: 0 } });
      }),
    );
    await renderScreen(listPage());
    expect((await screen.findByTestId('sub-accounts-disabled')).textContent).toBe('Sub-accounts are not available for your account.');
    expect(listed).toBe(0);
  });

  it('in a sub-account session offers the way back to the main account instead', async () => {
    mockServer.use(settings({ subAccountSession: true }));
    await renderScreen(listPage(), { locale: 'tr' });
    const notice = await screen.findByTestId('sub-account-session');
    expect(notice.textContent).toContain('olena_k');
    expect(within(notice).getByRole('button', { name: 'Ana hesaba geç' })).toBeTruthy();
  });
});

describe('sub-account creation', () => {
  const createPage = () => inRoute('/settings/general/sub-accounts/create', <SubAccountCreateScreen />);

  it('needs an alias, and puts a 422 alias error on its field keeping what was typed', async () => {
    let body: unknown;
    mockServer.use(
      http.post('*/v2/sub-account/create', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Validation failed', errors: { alias: ['This name is taken.'] } }, { status: 422 });
      }),
    );
    await renderScreen(createPage());
    const form = await screen.findByRole('form', { name: 'New sub-account' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create a sub-account' }));
    expect(within(form).getByRole('alert').textContent).toBe('Enter a name.');
    expect(body).toBeUndefined();

    const alias = within(form).getByLabelText('Name');
    await userEvent.type(alias, '  Grid bots ');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Margin and futures trading' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create a sub-account' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('This name is taken.'));
    expect(body).toEqual({ alias: 'Grid bots', spotEnabled: true, collateralEnabled: true });
    expect((alias as HTMLInputElement).value).toBe('  Grid bots ');
  });
});

describe('sub-account forms', () => {
  it('puts a 422 permissions error on its box, keeping the box as ticked', async () => {
    let body: unknown;
    mockServer.use(
      http.post('*/v2/sub-account/:id/update-permissions', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { message: 'Validation failed', errors: { collateralEnabled: ['Margin trading needs a verified account.'] } },
          { status: 422 },
        );
      }),
    );
    const card = await oneCard();
    const margin = within(card).getByRole('checkbox', { name: 'Margin and futures trading' }) as HTMLInputElement;
    await userEvent.click(margin);
    await userEvent.click(within(card).getByRole('button', { name: 'Save permissions' }));
    await waitFor(() => expect(within(card).getByRole('alert').textContent).toBe('Margin trading needs a verified account.'));
    expect(body).toEqual({ spotEnabled: true, collateralEnabled: true });
    expect(margin.checked).toBe(true);
    expect(margin.getAttribute('aria-invalid')).toBe('true');
    // Still unsaved: the button stays.
    expect(within(card).getByRole('button', { name: 'Save permissions' })).toBeTruthy();
  });

  it('renames: needs a name, and puts a 422 alias error on its field keeping what was typed', async () => {
    let body: unknown;
    mockServer.use(
      http.post('*/v2/sub-account/:id/edit-alias', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Validation failed', errors: { alias: ['This name is taken.'] } }, { status: 422 });
      }),
    );
    const card = await oneCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Rename' }));
    const form = within(card).getByRole('form', { name: 'Rename Bot 1' });
    const alias = within(form).getByLabelText('Name') as HTMLInputElement;
    expect(alias.value).toBe('Bot 1');
    await userEvent.clear(alias);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert').textContent).toBe('Enter a name.');
    expect(body).toBeUndefined();

    await userEvent.type(alias, ' Grid bots ');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('This name is taken.'));
    expect(body).toEqual({ alias: 'Grid bots' });
    expect(alias.value).toBe(' Grid bots ');
    expect(alias.getAttribute('aria-invalid')).toBe('true');
  });

  describe('transfer', () => {
    beforeEach(() =>
      mockServer.use(
        getListBalancesByTypeMockHandler({ data: [{ ticker: 'USDT', main: '250' }] }),
        getListCurrenciesMockHandler({ data: [] }),
      ),
    );

    async function transferForm(): Promise<HTMLElement> {
      const card = await oneCard();
      await userEvent.click(within(card).getByRole('button', { name: 'Transfer' }));
      const form = await within(card).findByRole('form', { name: 'Transfer funds with Bot 1' });
      await within(form).findByLabelText('Amount');
      return form;
    }

    it('may not move more than the main account has, and puts a 422 amount error on the field keeping the amount', async () => {
      let body: unknown;
      mockServer.use(
        http.post('*/v2/sub-account/transfer', async ({ request }) => {
          body = await request.json();
          return HttpResponse.json(
            { message: 'Validation failed', errors: { amount: ['The smallest transfer is 300 USDT.'] } },
            { status: 422 },
          );
        }),
      );
      const form = await transferForm();
      const amount = within(form).getByLabelText('Amount') as HTMLInputElement;
      await userEvent.type(amount, '300');
      await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
      expect(within(form).getByRole('alert').textContent).toBe('You can transfer at most 250 USDT.');
      expect(body).toBeUndefined();

      await userEvent.clear(amount);
      await userEvent.type(amount, '120.5');
      await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
      await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('The smallest transfer is 300 USDT.'));
      expect(body).toEqual({ subAccountId: account(1).id, direction: 'toSubAccount', ticker: 'USDT', amount: '120.5' });
      expect(amount.value).toBe('120.5');
      expect(amount.getAttribute('aria-invalid')).toBe('true');
    });

    it("joins a failure's data with '. ' in the toast and keeps the amount", async () => {
      const toast = vi.spyOn(notify, 'error');
      mockServer.use(
        http.post('*/v2/sub-account/transfer', () =>
          HttpResponse.json({ message: 'Bad request', data: ['The sub-account is locked.', 'Unlock it first'] }, { status: 400 }),
        ),
      );
      const form = await transferForm();
      const amount = within(form).getByLabelText('Amount') as HTMLInputElement;
      await userEvent.type(amount, '10');
      await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
      await waitFor(() => expect(toast).toHaveBeenCalled());
      expect(toast.mock.calls[0]![1]).toBe('The sub-account is locked. Unlock it first.');
      expect(amount.value).toBe('10');
    });
  });
});
