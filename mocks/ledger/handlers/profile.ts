/**
 * The ledger's answers to the contract's `profile` operations: the currencies with their networks and providers,
 * the address types, the user's deposit addresses (persisted, made on demand) and the rates, all from the
 * markets' last prices.
 */
import { http, type RequestHandler } from 'msw';
import {
  CancelWithdrawal200Response,
  ConfirmWithdrawal200Response,
  ConfirmWithdrawalBody,
  CreateWithdrawal200Response,
  CreateWithdrawalBody,
  ListFundsHistory200Response,
  ResendWithdrawalCode200Response,
  CreateDepositAddress200Response,
  CreateDepositAddressBody,
  CreateFiatDeposit200Response,
  CreateFiatDepositBody,
  GetDepositAddress200Response,
  GetDepositStatus200Response,
  GetTravelRuleDeposit200Response,
  ListAddressTypes200Response,
  ListCurrencies200Response,
  ListCurrencyRates200Response,
  ListCurrencyRatesIn200Response,
  ListAddressHistory200Response,
  ListDepositAddresses200Response,
  ListTravelRuleVasps200Response,
  SubmitDepositTravelRule200Response,
  SubmitDepositTravelRuleBody,
  ListUserCurrencies200Response,
} from '../../../generated/api/profile/profile.zod';
import { json, notFound, paging, posting, query, seconds, signedIn, validation, type LedgerContext } from '../http';
import { addressTypes, CURRENCIES, currencyOf, networkOf } from '../money/currencies';
import { createAddress, defineDepositAddresses, depositAddresses, wireAddress } from '../money/deposit-addresses';
import { currencyRates, ratesIn } from '../money/rates';
import { defineFiatDeposits, fiatDepositOf, startFiatDeposit, type StoredFiatDeposit } from '../money/fiat-deposits';
import { positiveAmount } from '../money/amounts';
import {
  cryptoDepositOf,
  cryptoDeposits,
  defineCryptoDeposits,
  settleCryptoDeposits,
  submitTravelRule,
  TRAVEL_RULE_VASPS,
  type StoredCryptoDeposit,
} from '../money/crypto-deposits';
import { parsedBody } from '../money/requests';
import {
  cancelWithdrawal,
  confirmWithdrawal,
  createWithdrawal,
  defineWithdrawals,
  findWithdrawal,
  withdrawals,
  type Refusal,
  type StoredWithdrawal,
} from '../money/withdrawals';

export function profileHandlers(ctx: LedgerContext): RequestHandler[] {
  const { ledger, exchange } = ctx;
  defineDepositAddresses(ledger);
  defineFiatDeposits(ledger);
  defineCryptoDeposits(ledger);
  defineWithdrawals(ledger);
  const refused = (r: Refusal) => validation(r.code, { [r.field]: [r.message] });
  const unknownWithdrawal = (code: number) => validation(code, { id: ['There is no such withdrawal.'] });
  return [
    // --- withdrawals (assumed operations, modelled on the published main-account withdraw and history)
    http.post('*/v2/profile/withdraw', ({ request }) =>
      signedIn(ctx, async () => {
        const parsed = await parsedBody(request, CreateWithdrawalBody);
        if (!parsed.ok) return parsed.answer;
        return posting(() => {
          const result = createWithdrawal(ledger, parsed.body);
          if (!result.ok) return refused(result);
          return json(CreateWithdrawal200Response, { data: wireWithdrawal(result.withdrawal) });
        });
      }),
    ),
    http.post('*/v2/profile/withdraw/:id/confirm', ({ request, params }) =>
      signedIn(ctx, async () => {
        const parsed = await parsedBody(request, ConfirmWithdrawalBody);
        if (!parsed.ok) return validation(1220, { code: ['Enter the 6-digit code.'] });
        const result = confirmWithdrawal(ledger, Number(params.id), parsed.body.code);
        if (result === 'missing') return unknownWithdrawal(1220);
        if (!result.ok) return refused(result);
        return json(ConfirmWithdrawal200Response, { data: wireWithdrawal(result.withdrawal) });
      }),
    ),
    http.post('*/v2/profile/withdraw/:id/code', ({ params }) =>
      signedIn(ctx, () => {
        const withdrawal = findWithdrawal(ledger, Number(params.id));
        if (!withdrawal) return unknownWithdrawal(1221);
        if (withdrawal.status !== 'unconfirmed' || withdrawal.confirmWith !== 'email')
          return validation(1221, { id: ['This withdrawal does not wait for an e-mailed code.'] });
        return json(ResendWithdrawalCode200Response, { data: wireWithdrawal(withdrawal) });
      }),
    ),
    http.delete('*/v2/profile/withdraw/:id', ({ params }) =>
      signedIn(ctx, () => {
        const result = cancelWithdrawal(ledger, Number(params.id));
        if (result === 'missing') return unknownWithdrawal(1222);
        if (!result.ok) return refused(result);
        return json(CancelWithdrawal200Response, { data: wireWithdrawal(result.withdrawal) });
      }),
    ),
    http.get('*/v2/profile/history', ({ request }) =>
      signedIn(ctx, () => {
        const q = query(request);
        const method = Number(q.get('method'));
        if (method !== 1 && method !== 2) return validation(1218, { method: ['The method must be 1 (deposits) or 2 (withdrawals).'] });
        const ticker = q.get('ticker');
        const { offset, limit } = paging(request, 100, 100);
        if (method === 1) {
          settleCryptoDeposits(ledger);
          const incoming = [...cryptoDeposits(ledger)].reverse().filter((d) => !ticker || d.ticker === ticker);
          return json(ListFundsHistory200Response, {
            data: incoming.slice(offset, offset + limit).map((d) => ({
              id: d.id,
              method: 1,
              ticker: d.ticker,
              network: d.network,
              address: d.address,
              ...(d.memo ? { memo: d.memo } : {}),
              amount: d.amount,
              fee: '0',
              status: depositStatus(d.status),
              createdAt: seconds(d.createdAt),
              txHash: d.txHash,
            })),
            pagination: { limit, offset, total: incoming.length },
          });
        }
        const all = withdrawals(ledger).filter((w) => !ticker || w.ticker === ticker);
        return json(ListFundsHistory200Response, {
          data: all.slice(offset, offset + limit).map((w) => ({
            id: w.id,
            method: 2,
            ticker: w.ticker,
            network: w.network,
            address: w.address,
            ...(w.memo ? { memo: w.memo } : {}),
            amount: w.amount,
            fee: w.fee,
            status: w.status,
            createdAt: seconds(w.createdAt),
            ...(w.txHash ? { txHash: w.txHash } : {}),
          })),
          pagination: { limit, offset, total: all.length },
        });
      }),
    ),

    http.get('*/v2/currencies/data', () => json(ListCurrencies200Response, { data: CURRENCIES })),
    // The user's currencies: the demo user has no restrictions of their own, so the same list.
    http.get('*/v2/profile/currencies', () => signedIn(ctx, () => json(ListUserCurrencies200Response, { data: CURRENCIES }))),
    http.get('*/v2/address/types', () => signedIn(ctx, () => json(ListAddressTypes200Response, { data: addressTypes() }))),
    http.get('*/v2/currencies/rates', () => json(ListCurrencyRates200Response, { data: currencyRates(exchange) })),
    http.get('*/v2/currencies/rates/:currency', ({ params }) => {
      const rates = ratesIn(exchange, String(params.currency));
      if (!rates) return notFound(`No rates in ${String(params.currency)}.`);
      return json(ListCurrencyRatesIn200Response, { data: rates });
    }),
    // Every address made on a network (any currency, any type), newest first, a page at a time.
    http.get('*/v2/profile/address-history/:network', ({ params, request }) =>
      signedIn(ctx, () => {
        const network = String(params.network);
        if (!CURRENCIES.some((c) => c.networks.some((n) => n.code === network))) return notFound(`No network ${network}.`);
        const { offset, limit } = paging(request, 20, 100);
        const all = depositAddresses(ledger)
          .filter((a) => a.network === network)
          .sort((a, b) => b.createdAt - a.createdAt);
        return json(ListAddressHistory200Response, {
          data: all.slice(offset, offset + limit).map((a) => wireAddress(a, seconds)),
          pagination: { limit, offset, total: all.length },
        });
      }),
    ),
    http.get('*/v2/profile/address/:ticker', ({ params }) =>
      signedIn(ctx, () => {
        const ticker = String(params.ticker);
        if (!currencyOf(ticker)) return notFound(`${ticker} is not a listed currency.`);
        const list = depositAddresses(ledger).filter((a) => a.ticker === ticker);
        return json(ListDepositAddresses200Response, { data: list.map((a) => wireAddress(a, seconds)) });
      }),
    ),
    http.get('*/v2/profile/address/:ticker/:network', ({ params }) =>
      signedIn(ctx, () => {
        const ticker = String(params.ticker);
        const network = String(params.network);
        if (!networkOf(ticker, network)) return notFound(`${ticker} does not move on ${network}.`);
        const newest = depositAddresses(ledger)
          .filter((a) => a.ticker === ticker && a.network === network)
          .at(-1);
        if (!newest) return notFound(`No ${ticker} deposit address on ${network} yet.`);
        return json(GetDepositAddress200Response, { data: wireAddress(newest, seconds) });
      }),
    ),
    http.post('*/v2/profile/fiat-deposit', ({ request }) =>
      signedIn(ctx, async () => {
        const parsed = await parsedBody(request, CreateFiatDepositBody);
        if (!parsed.ok) return parsed.answer;
        const { ticker, provider } = parsed.body;
        const amount = positiveAmount(parsed.body.amount, currencyOf(ticker)?.decimal ?? 2);
        if (!amount.ok) return validation(32, { amount: [amount.message] });
        const started = startFiatDeposit(ledger, ticker, provider, amount.units);
        if (!started.ok) return validation(started.field === 'amount' ? 32 : 30, { [started.field]: [started.message] });
        // The provider's page: in the demo, the app's own card payment page, where the provider's stand-in takes it.
        const url = `/payment/visamaster-deposit?transactionId=${started.deposit.transactionId}`;
        return json(CreateFiatDeposit200Response, { data: { ...wireFiatDeposit(started.deposit), url } });
      }),
    ),
    http.get('*/v2/profile/fiat-deposit/:transactionId', ({ params }) =>
      signedIn(ctx, () => {
        const deposit = fiatDepositOf(ledger, String(params.transactionId));
        if (!deposit) return notFound('Payment not found.');
        return json(GetDepositStatus200Response, { data: wireFiatDeposit(deposit) });
      }),
    ),
    http.get('*/v2/travel-rule/vasps', () => signedIn(ctx, () => json(ListTravelRuleVasps200Response, { data: TRAVEL_RULE_VASPS }))),
    http.get('*/v2/travel-rule/deposits/:id', ({ params }) =>
      signedIn(ctx, () => {
        settleCryptoDeposits(ledger);
        const deposit = cryptoDepositOf(ledger, Number(params.id));
        if (!deposit?.travelRule && deposit?.status !== 'awaiting') return notFound('Deposit not found.');
        return json(GetTravelRuleDeposit200Response, { data: wireTravelRuleDeposit(deposit) });
      }),
    ),
    http.post('*/v2/travel-rule/deposits/:id', ({ params, request }) =>
      signedIn(ctx, async () => {
        const parsed = await parsedBody(request, SubmitDepositTravelRuleBody);
        if (!parsed.ok) return parsed.answer;
        const { walletType, vaspId, originatorName, originatorCountry } = parsed.body;
        if (walletType === 'vasp' && !vaspId) return validation(30, { vaspId: ['Choose the exchange or wallet provider it came from.'] });
        const outcome = submitTravelRule(ledger, Number(params.id), {
          walletType,
          ...(walletType === 'vasp' ? { vaspId } : {}),
          originatorName: originatorName.trim(),
          ...(originatorCountry ? { originatorCountry } : {}),
        });
        if (outcome === 'missing') return notFound('Deposit not found.');
        if (outcome === 'not-awaiting') return validation(30, { id: ['This deposit needs no travel rule details now.'] });
        if (outcome === 'unknown-vasp') return validation(30, { vaspId: ['Choose a provider from the list.'] });
        return json(SubmitDepositTravelRule200Response, { data: wireTravelRuleDeposit(outcome) });
      }),
    ),
    http.post('*/v2/profile/address', ({ request }) =>
      signedIn(ctx, async () => {
        const parsed = await parsedBody(request, CreateDepositAddressBody);
        if (!parsed.ok) return parsed.answer;
        const { ticker, network, type } = parsed.body;
        const currency = currencyOf(ticker);
        if (!currency) return validation(30, { ticker: [`${ticker} is not a listed currency.`] });
        const net = networkOf(ticker, network);
        if (!net) return validation(30, { network: [`${ticker} does not move on ${network}.`] });
        if (!net.isDepositable) return validation(30, { network: [`Deposits of ${ticker} on ${network} are closed.`] });
        const made = createAddress(ledger, ticker, network, type);
        if (made === 'bad-type') return validation(30, { type: [`${network} has no address type ${type}.`] });
        if (made === 'too-many') return validation(30, { network: [`You have the most ${ticker} addresses on ${network} already.`] });
        return json(CreateDepositAddress200Response, { data: wireAddress(made, seconds) });
      }),
    ),
  ];
}

function wireFiatDeposit(d: StoredFiatDeposit) {
  return {
    transactionId: d.transactionId,
    ticker: d.ticker,
    provider: d.provider,
    amount: d.amount,
    fee: d.fee,
    status: d.status,
    createdAt: seconds(d.createdAt),
    ...(d.completedAt === undefined ? {} : { completedAt: seconds(d.completedAt) }),
  };
}

function wireTravelRuleDeposit(d: StoredCryptoDeposit) {
  return {
    id: d.id,
    ticker: d.ticker,
    network: d.network,
    amount: d.amount,
    address: d.address,
    txHash: d.txHash,
    status: d.status === 'awaiting' ? ('awaiting' as const) : d.status === 'credited' ? ('credited' as const) : ('submitted' as const),
    createdAt: seconds(d.createdAt),
  };
}

function wireWithdrawal(w: StoredWithdrawal) {
  return {
    id: w.id,
    uniqueId: w.uniqueId,
    ticker: w.ticker,
    network: w.network,
    address: w.address,
    ...(w.memo ? { memo: w.memo } : {}),
    amount: w.amount,
    fee: w.fee,
    receive: w.receive,
    status: w.status,
    confirmWith: w.confirmWith,
    createdAt: seconds(w.createdAt),
    ...(w.completedAt !== undefined ? { completedAt: seconds(w.completedAt) } : {}),
    ...(w.txHash ? { txHash: w.txHash } : {}),
  };
}

/** A crypto deposit's status as the funds history says it: on its way, on the balance, or not credited. */
function depositStatus(status: StoredCryptoDeposit['status']): 'pending' | 'completed' | 'cancelled' {
  return status === 'credited' ? 'completed' : status === 'uncredited' ? 'cancelled' : 'pending';
}
