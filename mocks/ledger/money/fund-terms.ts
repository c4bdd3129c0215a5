/**
 * The fees, limits and providers of deposits and withdrawals, each way a currency moves (a coin's networks, a fiat
 * currency's providers): the answers of the assumed listDepositFees / listWithdrawFees / listDepositLimits /
 * listWithdrawLimits / listDepositProviders / listWithdrawProviders and calculateWithdrawFee, modelled on the published
 * fee endpoints. One source with what the ledger charges and checks: a coin's deposit is free and its withdrawal pays the
 * network's fixed fee (currencies.ts); a fiat deposit pays its provider's percentage (fiat-deposits.ts), a fiat
 * withdrawal its provider's fixed fee plus percentage, rounded up to the currency's decimals.
 */
import { decimal, units, type Ledger } from '../ledger';
import { restrictions } from '../settings/state';
import { percentOfRoundedUp, positiveAmount } from './amounts';
import { CURRENCIES, currencyOf, type CurrencyInfo, type ProviderInfo } from './currencies';
import { providerTerms } from './fiat-deposits';

export type Direction = 'deposit' | 'withdraw';

/** A way in or out: a coin's network or a fiat currency's provider. */
type Way = { ticker: string; network: string } | { ticker: string; provider: string };
export type FundsFee = Way & { fixed: string; percent: string };
export type FundsLimit = Way & { min: string; max?: string };

const flag = (direction: Direction) => (direction === 'deposit' ? 'isDepositable' : 'isWithdrawal');

/** The fiat providers that move a currency this way for the user (those the session restricts left out). */
export function fundProviders(ledger: Ledger, currency: CurrencyInfo, direction: Direction): ProviderInfo[] {
  const restricted = restrictions(ledger).providers[direction];
  return currency.providers.filter((p) => p[flag(direction)] && !restricted.includes(p.name));
}

/**
 * The currencies as they apply to the user (GET /v2/profile/currencies): a currency the session restricts one way is
 * not depositable or not withdrawable, nor are its networks; a provider it restricts does not move money that way.
 */
export function userCurrencies(ledger: Ledger): CurrencyInfo[] {
  const { assets, providers } = restrictions(ledger);
  return CURRENCIES.map((c) => {
    const deposit = c.isDepositable && !assets.deposit.includes(c.ticker);
    const withdraw = c.isWithdrawal && !assets.withdraw.includes(c.ticker);
    return {
      ...c,
      isDepositable: deposit,
      isWithdrawal: withdraw,
      networks: c.networks.map((n) => ({ ...n, isDepositable: n.isDepositable && deposit, isWithdrawal: n.isWithdrawal && withdraw })),
      providers: c.providers.map((p) => ({
        ...p,
        isDepositable: p.isDepositable && deposit && !providers.deposit.includes(p.name),
        isWithdrawal: p.isWithdrawal && withdraw && !providers.withdraw.includes(p.name),
      })),
    };
  });
}

export function fundFees(ledger: Ledger, currency: CurrencyInfo, direction: Direction): FundsFee[] {
  const { ticker } = currency;
  if (currency.isFiat)
    return fundProviders(ledger, currency, direction).map((p) =>
      direction === 'deposit'
        ? { ticker, provider: p.name, fixed: '0', percent: providerTerms(p.name).feePercent }
        : { ticker, provider: p.name, fixed: p.withdrawFixedFee ?? '0', percent: p.withdrawPercentFee ?? '0' },
    );
  return currency.networks
    .filter((n) => n[flag(direction)])
    .map((n) => ({ ticker, network: n.code, fixed: direction === 'deposit' ? '0' : n.withdrawFee, percent: '0' }));
}

export function fundLimits(ledger: Ledger, currency: CurrencyInfo, direction: Direction): FundsLimit[] {
  const { ticker } = currency;
  if (currency.isFiat)
    return fundProviders(ledger, currency, direction).map((p) => {
      const { min, max } = direction === 'deposit' ? providerTerms(p.name) : { min: p.minWithdraw ?? '0', max: p.maxWithdraw };
      return { ticker, provider: p.name, min, ...(max === undefined ? {} : { max }) };
    });
  return currency.networks
    .filter((n) => n[flag(direction)])
    .map((n) =>
      direction === 'deposit'
        ? { ticker, network: n.code, min: n.minDeposit }
        : { ticker, network: n.code, min: n.minWithdraw, ...(n.maxWithdraw === undefined ? {} : { max: n.maxWithdraw }) },
    );
}

export type FeeQuote =
  | { ok: true; ticker: string; network?: string; provider?: string; amount: string; fee: string; receive: string }
  | { ok: false; field: string; message: string };

/** The fee a withdrawal of `amount` (fee included) would pay one way, and what would arrive. */
export function withdrawFeeOf(ledger: Ledger, request: { ticker: string; network?: string; provider?: string; amount: string }): FeeQuote {
  const currency = currencyOf(request.ticker);
  if (!currency) return { ok: false, field: 'ticker', message: `${request.ticker} is not a listed currency.` };
  const way = request.provider ?? request.network ?? '';
  const fee = fundFees(ledger, currency, 'withdraw').find((f) => ('provider' in f ? f.provider : f.network) === way);
  if (!fee)
    return {
      ok: false,
      field: currency.isFiat ? 'provider' : 'network',
      message: `${currency.ticker} cannot be withdrawn ${currency.isFiat ? 'through' : 'on'} ${way || 'this way'}.`,
    };
  const amount = positiveAmount(request.amount, currency.decimal);
  if (!amount.ok) return { ok: false, field: 'amount', message: amount.message };
  const charged = units(fee.fixed) + percentOfRoundedUp(amount.units, fee.percent, currency.decimal);
  const receive = amount.units > charged ? amount.units - charged : 0n;
  return {
    ok: true,
    ticker: currency.ticker,
    ...('provider' in fee ? { provider: fee.provider } : { network: fee.network }),
    amount: decimal(amount.units),
    fee: decimal(charged),
    receive: decimal(receive),
  };
}
