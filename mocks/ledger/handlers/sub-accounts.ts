/**
 * The ledger's answers to the contract's `sub-accounts` operations: the demo user's sub-accounts (persisted, two
 * seeded), their permissions, lock state, e-mails, aliases, balances, transfers between the ledger's main account
 * and a sub-account (exact, all or nothing), and which account the session is switched into.
 */
import { http, type RequestHandler } from 'msw';
import {
  CreateSubAccount200Response,
  CreateSubAccountBody,
  EditSubAccountAlias200Response,
  EditSubAccountAliasBody,
  GetSubAccountInfo200Response,
  ListSubAccountBalances200Response,
  ListSubAccounts200Response,
  LockSubAccount200Response,
  TransferSubAccountFunds200Response,
  TransferSubAccountFundsBody,
  UnlockSubAccount200Response,
  UpdateSubAccountPermissions200Response,
  UpdateSubAccountPermissionsBody,
} from '../../../generated/api/sub-accounts/sub-accounts.zod';
import { json, noContent, notFound, paging, posting, query, seconds, signedIn, validation, type LedgerContext } from '../http';
import { decimal } from '../ledger';
import { positiveAmount } from '../money/amounts';
import { balanceTickers } from '../money/balances';
import { decimalsOf } from '../money/currencies';
import { parsedBody } from '../money/requests';
import {
  activeSubAccount,
  aliasProblem,
  createSubAccount,
  defineSubAccounts,
  findSubAccount,
  holdsFunds,
  MAIN_ACCOUNT,
  postSubAccount,
  SUB_ACCOUNT_LIMIT,
  subAccountBalances,
  subAccounts,
  uuid,
  wireSubAccount,
  type StoredSubAccount,
} from '../sub-accounts/sub-accounts';

export function subAccountsHandlers(ctx: LedgerContext): RequestHandler[] {
  const ledger = ctx.ledger;
  defineSubAccounts(ledger);
  const wire = (a: StoredSubAccount) => ({ data: wireSubAccount(a, seconds) });
  /** The sub-account of the path (signed in), or 404. */
  const withAccount = (id: unknown, answer: (account: StoredSubAccount) => Response | Promise<Response>) =>
    signedIn(ctx, () => {
      const account = findSubAccount(ledger, String(id));
      return account ? answer(account) : notFound('Sub-account not found.');
    });
  const refuse = (field: string, message: string) => validation(30, { [field]: [message] });

  return [
    http.get('*/v2/sub-account/info', () =>
      signedIn(ctx, () => {
        const state = subAccounts(ledger);
        const active = activeSubAccount(ledger);
        return json(GetSubAccountInfo200Response, {
          data: {
            isSubAccount: state.active !== null,
            ...(state.active !== null ? { mainAccount: MAIN_ACCOUNT } : {}),
            ...(active ? { alias: active.alias, permissions: { ...active.permissions } } : {}),
            count: state.accounts.length,
            limit: SUB_ACCOUNT_LIMIT,
          },
        });
      }),
    ),
    http.get('*/v2/sub-account', ({ request }) =>
      signedIn(ctx, () => {
        const { offset, limit } = paging(request, 15, 100);
        const search = (query(request).get('search') ?? '').trim().toLowerCase();
        const matching = [...subAccounts(ledger).accounts]
          .filter((a) => !search || a.alias.toLowerCase().includes(search) || (a.email ?? '').toLowerCase().includes(search))
          .sort((a, b) => b.createdAt - a.createdAt);
        return json(ListSubAccounts200Response, {
          data: matching.slice(offset, offset + limit).map((a) => wireSubAccount(a, seconds)),
          pagination: { limit, offset, total: matching.length },
        });
      }),
    ),
    http.post('*/v2/sub-account/create', ({ request }) =>
      signedIn(ctx, async () => {
        const parsed = await parsedBody(request, CreateSubAccountBody);
        if (!parsed.ok) return parsed.answer;
        const body = parsed.body;
        const state = subAccounts(ledger);
        if (state.accounts.length >= SUB_ACCOUNT_LIMIT)
          return refuse('alias', `You have ${SUB_ACCOUNT_LIMIT} sub-accounts, the most allowed.`);
        const problem = aliasProblem(ledger, body.alias);
        if (problem) return refuse('alias', problem);
        const email = body.email?.toLowerCase();
        if (email && state.accounts.some((a) => a.email?.toLowerCase() === email))
          return refuse('email', 'A sub-account with this e-mail exists already.');
        const account = createSubAccount(ledger, { ...body, email });
        ledger.record('sub-accounts', { action: 'created', subAccountId: account.id, alias: account.alias });
        return json(CreateSubAccount200Response, wire(account));
      }),
    ),
    http.post('*/v2/sub-account/switch-to-main', () =>
      signedIn(ctx, () => {
        subAccounts(ledger).active = null;
        ledger.changed();
        return noContent();
      }),
    ),
    http.post('*/v2/sub-account/transfer', ({ request }) => signedIn(ctx, () => transfer(ctx, request))),
    http.post('*/v2/sub-account/:id/update-permissions', ({ params, request }) =>
      withAccount(params.id, async (account) => {
        const parsed = await parsedBody(request, UpdateSubAccountPermissionsBody);
        if (!parsed.ok) return parsed.answer;
        account.permissions = { spotEnabled: parsed.body.spotEnabled, collateralEnabled: parsed.body.collateralEnabled };
        ledger.changed();
        return json(UpdateSubAccountPermissions200Response, wire(account));
      }),
    ),
    http.post('*/v2/sub-account/:id/switch', ({ params }) =>
      withAccount(params.id, (account) => {
        if (account.status !== 'active')
          return refuse('id', `${account.alias} is ${account.status}: only an active sub-account can be opened.`);
        subAccounts(ledger).active = account.id;
        ledger.changed();
        return noContent();
      }),
    ),
    http.delete('*/v2/sub-account/:id', ({ params }) =>
      withAccount(params.id, (account) => {
        if (holdsFunds(account)) return refuse('id', `${account.alias} still holds funds: move them to the main account first.`);
        const state = subAccounts(ledger);
        state.accounts.splice(state.accounts.indexOf(account), 1);
        if (state.active === account.id) state.active = null;
        ledger.record('sub-accounts', { action: 'deleted', subAccountId: account.id, alias: account.alias });
        return noContent();
      }),
    ),
    http.post('*/v2/sub-account/:id/lock', ({ params }) =>
      withAccount(params.id, (account) => {
        if (account.status === 'blocked') return refuse('id', `${account.alias} is locked already.`);
        account.unlockedStatus = account.status;
        account.status = 'blocked';
        ledger.changed();
        return json(LockSubAccount200Response, wire(account));
      }),
    ),
    http.post('*/v2/sub-account/:id/unlock', ({ params }) =>
      withAccount(params.id, (account) => {
        if (account.status !== 'blocked') return refuse('id', `${account.alias} is not locked.`);
        account.status = account.unlockedStatus ?? 'active';
        delete account.unlockedStatus;
        ledger.changed();
        return json(UnlockSubAccount200Response, wire(account));
      }),
    ),
    http.post('*/v2/sub-account/:id/resend-activation', ({ params }) =>
      withAccount(params.id, (account) => {
        if (account.status !== 'pending' || !account.email) return refuse('id', `${account.alias} is not waiting for its activation.`);
        ledger.record('sub-account-emails', { kind: 'activation', subAccountId: account.id, email: account.email });
        return noContent();
      }),
    ),
    http.post('*/v2/sub-account/:id/reset-password', ({ params }) =>
      withAccount(params.id, (account) => {
        if (!account.email) return refuse('id', `${account.alias} has no e-mail: it does not log in by itself.`);
        if (account.status === 'pending') return refuse('id', `${account.alias} has not been activated yet.`);
        ledger.record('sub-account-emails', { kind: 'password-reset', subAccountId: account.id, email: account.email });
        return noContent();
      }),
    ),
    http.post('*/v2/sub-account/:id/edit-alias', ({ params, request }) =>
      withAccount(params.id, async (account) => {
        const parsed = await parsedBody(request, EditSubAccountAliasBody);
        if (!parsed.ok) return parsed.answer;
        const problem = aliasProblem(ledger, parsed.body.alias, account.id);
        if (problem) return refuse('alias', problem);
        account.alias = parsed.body.alias.trim();
        ledger.changed();
        return json(EditSubAccountAlias200Response, wire(account));
      }),
    ),
    http.get('*/v2/sub-account/:id/balances', ({ params }) =>
      withAccount(params.id, (account) => json(ListSubAccountBalances200Response, { data: subAccountBalances(account) })),
    ),
  ];
}

/** Main account ⇄ sub-account: the ledger's main balance and the sub-account's main balance change by the same amount. */
async function transfer(ctx: LedgerContext, request: Request): Promise<Response> {
  const ledger = ctx.ledger;
  const parsed = await parsedBody(request, TransferSubAccountFundsBody);
  if (!parsed.ok) return parsed.answer;
  const { subAccountId, direction, ticker } = parsed.body;
  const account = findSubAccount(ledger, subAccountId);
  if (!account) return validation(30, { subAccountId: ['Sub-account not found.'] });
  if (!balanceTickers(ledger).includes(ticker)) return validation(30, { ticker: [`${ticker} is not a listed currency.`] });
  const amount = positiveAmount(parsed.body.amount, decimalsOf(ticker));
  if (!amount.ok) return validation(32, { amount: [amount.message] });
  return posting(() => {
    if (direction === 'toSubAccount') {
      ledger.post({ account: 'main', ticker, available: -amount.units }); // throws when main has less: nothing moved
      postSubAccount(ledger, account, ticker, 'main', amount.units);
    } else {
      const available = account.balances[ticker]?.main ?? '0';
      if (!postSubAccount(ledger, account, ticker, 'main', -amount.units))
        return validation(37, { amount: [`Not enough ${ticker} on ${account.alias}: ${available} available.`] }, 'Not enough balance');
      ledger.post({ account: 'main', ticker, available: amount.units });
    }
    const moved = decimal(amount.units);
    const id = uuid(ledger, `sub-account-transfer:${ledger.nextId('sub-account-transfer')}`);
    const createdAt = ledger.now();
    ledger.record('sub-account-transfers', {
      transferId: id,
      subAccountId: account.id,
      alias: account.alias,
      direction,
      ticker,
      amount: moved,
    });
    return json(TransferSubAccountFunds200Response, {
      data: { id, subAccountId: account.id, direction, ticker, amount: moved, createdAt: seconds(createdAt) },
    });
  });
}
