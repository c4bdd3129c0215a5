/**
 * The ledger's answers to the contract's `profile` operations: the currencies with their networks and providers,
 * the address types, the user's deposit addresses (persisted, made on demand) and the rates, all from the
 * markets' last prices.
 */
import { http, type RequestHandler } from 'msw';
import {
  CalculateWithdrawFee200Response,
  CalculateWithdrawFeeBody,
  CancelWithdrawal200Response,
  CreateExpressWithdrawal200Response,
  CreateExpressWithdrawalBody,
  ListDepositFees200Response,
  ListDepositLimits200Response,
  ListDepositProviders200Response,
  ListWithdrawFees200Response,
  ListWithdrawLimits200Response,
  ListWithdrawProviders200Response,
  ValidateWithdrawAddress200Response,
  ValidateWithdrawAddressBody,
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
import {
  inPeriod,
  json,
  notFound,
  pageOf,
  paging,
  periodOf,
  posting,
  query,
  seconds,
  signedIn,
  validation,
  type LedgerContext,
} from '../http';
import { addressTypes, CURRENCIES, currencyOf, networkOf, type CurrencyInfo } from '../money/currencies';
import { createAddress, defineDepositAddresses, depositAddresses, wireAddress } from '../money/deposit-addresses';
import { currencyRates, ratesIn } from '../money/rates';
import { defineFiatDeposits, fiatDepositOf, startFiatDeposit, type StoredFiatDeposit } from '../money/fiat-deposits';
import { paymentsRestricted } from '../verification/identity-checks';
import { positiveAmount } from '../money/amounts';
import {
  cryptoDepositOf,
  defineCryptoDeposits,
  settleCryptoDeposits,
  submitTravelRule,
  TRAVEL_RULE_VASPS,
  type StoredCryptoDeposit,
} from '../money/crypto-deposits';
import { depositRecords, withdrawalRecords } from '../money/history-records';
import { parsedBody } from '../money/requests';
import { TRAVEL_RULE_CURRENCY } from '../../../src/lib/valuation/travel-rule';
import { fundFees, fundLimits, fundProviders, userCurrencies, withdrawFeeOf, type Direction } from '../money/fund-terms';
import { restrictions } from '../settings/state';
import {
  cancelWithdrawal,
  checkWithdrawAddress,
  confirmWithdrawal,
  createExpressWithdrawal,
  createWithdrawal,
  defineWithdrawals,
  findWithdrawal,
  mailWithdrawalCode,
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
  /** GET /v2/profile/{direction}-{what}/:ticker: an unknown currency is a 404 with the call's catalogue code. */
  const terms = (direction: Direction, what: string, code: number, answer: (currency: CurrencyInfo, direction: Direction) => Response) => [
    http.get(`*/v2/profile/${direction}-${what}/:ticker`, ({ params }) =>
      signedIn(ctx, () => {
        const currency = currencyOf(String(params.ticker));
        return currency ? answer(currency, direction) : notFound(`${String(params.ticker)} is not a listed currency.`, code);
      }),
    ),
  ];
  const unknownWithdrawal = (code: number) => validation(code, { id: ['There is no such withdrawal.'] });
  return [
    // --- withdrawals (assumed operations, modelled on the published main-account withdraw and history)
    http.post('*/v2/profile/withdraw', ({ request }) =>
      signedIn(ctx, async () => {
        const parsed = await parsedBody(request, CreateWithdrawalBody);
        if (!parsed.ok) return parsed.answer;
        return posting(() => {
          const eur = ratesIn(exchange, TRAVEL_RULE_CURRENCY);
          const result = createWithdrawal(ledger, parsed.body, (ticker) => eur?.find((r) => r.ticker === ticker)?.rate);
          if (!result.ok) return refused(result);
          return json(CreateWithdrawal200Response, { data: wireWithdrawal(result.withdrawal) });
        });
      }),
    ),
    // A withdrawal to a saved address of the address book (assumed; its refusals carry 1224).
    http.post('*/v2/profile/express-withdraw', ({ request }) =>
      signedIn(ctx, async () => {
        const parsed = await parsedBody(request, CreateExpressWithdrawalBody);
        if (!parsed.ok) return parsed.answer;
        return posting(() => {
          const eur = ratesIn(exchange, TRAVEL_RULE_CURRENCY);
          const result = createExpressWithdrawal(ledger, parsed.body, (ticker) => eur?.find((r) => r.ticker === ticker)?.rate);
          if (!result.ok) return refused(result);
          return json(CreateExpressWithdrawal200Response, { data: wireWithdrawal(result.withdrawal) });
        });
      }),
    ),
    // --- fees, limits and providers of each way in and out (assumed, modelled on the published fee endpoints)
    ...terms('deposit', 'fees', 1210, (currency, direction) =>
      json(ListDepositFees200Response, { data: fundFees(ledger, currency, direction) }),
    ),
    ...terms('withdraw', 'fees', 1211, (currency, direction) =>
      json(ListWithdrawFees200Response, { data: fundFees(ledger, currency, direction) }),
    ),
    ...terms('deposit', 'limits', 1213, (currency, direction) =>
      json(ListDepositLimits200Response, { data: fundLimits(ledger, currency, direction) }),
    ),
    ...terms('withdraw', 'limits', 1214, (currency, direction) =>
      json(ListWithdrawLimits200Response, { data: fundLimits(ledger, currency, direction) }),
    ),
    ...terms('deposit', 'providers', 1215, (currency, direction) =>
      currency.isFiat
        ? json(ListDepositProviders200Response, { data: fundProviders(ledger, currency, direction) })
        : notFound(`${currency.ticker} has no payment providers.`, 1215),
    ),
    ...terms('withdraw', 'providers', 1216, (currency, direction) =>
      currency.isFiat
        ? json(ListWithdrawProviders200Response, { data: fundProviders(ledger, currency, direction) })
        : notFound(`${currency.ticker} has no payment providers.`, 1216),
    ),
    http.post('*/v2/profile/withdraw-fee', ({ request }) =>
      signedIn(ctx, async () => {
        const parsed = await parsedBody(request, CalculateWithdrawFeeBody, 1212);
        if (!parsed.ok) return parsed.answer;
        const quote = withdrawFeeOf(ledger, parsed.body);
        if (!quote.ok) return validation(1212, { [quote.field]: [quote.message] });
        const { ok: _, ...data } = quote;
        return json(CalculateWithdrawFee200Response, { data });
      }),
    ),
    http.post('*/v2/profile/withdraw-address/validate', ({ request }) =>
      signedIn(ctx, async () => {
        const parsed = await parsedBody(request, ValidateWithdrawAddressBody, 1223);
        if (!parsed.ok) return parsed.answer;
        const checked = checkWithdrawAddress(ledger, parsed.body, 1223);
        if (!checked.ok) return refused(checked);
        const { ticker } = parsed.body;
        const { network, address, memo, whitelisted } = checked;
        return json(ValidateWithdrawAddress200Response, { data: { ticker, network, address, ...(memo ? { memo } : {}), whitelisted } });
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
        mailWithdrawalCode(ledger, withdrawal);
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
        const status = q.get('status');
        const range = periodOf(request);
        if ('error' in range) return range.error;
        const all = (method === 1 ? depositRecords(ledger, ticker) : withdrawalRecords(ledger, ticker)).filter(
          (r) => (!status || r.status === status) && inPeriod(range.period, r.createdAt),
        );
        return json(ListFundsHistory200Response, pageOf(all, paging(request, 100, 100)));
      }),
    ),

    http.get('*/v2/currencies/data', () => json(ListCurrencies200Response, { data: CURRENCIES })),
    // The user's currencies: deposit and withdraw flags after the session's restrictions (window.__mockLedger.restrict).
    http.get('*/v2/profile/currencies', () => signedIn(ctx, () => json(ListUserCurrencies200Response, { data: userCurrencies(ledger) }))),
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
        // Spec section 4: payments are restricted while KYC is required or submitted.
        if (paymentsRestricted(ledger)) return validation(1217, { provider: ['Verify your identity before you pay in a fiat currency.'] });
        const restricted = restrictions(ledger);
        if (restricted.assets.deposit.includes(ticker))
          return validation(1217, { ticker: [`Deposits of ${ticker} are restricted on this account.`] });
        if (restricted.providers.deposit.includes(provider))
          return validation(1217, { provider: [`Deposits through ${provider} are restricted on this account.`] });
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
        if (restrictions(ledger).assets.deposit.includes(ticker))
          return validation(1203, { ticker: [`Deposits of ${ticker} are restricted on this account.`] });
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
    ...(w.provider ? { provider: w.provider } : {}),
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
    ...(w.travelRule ? { travelRule: { ...w.travelRule } } : {}),
  };
}
