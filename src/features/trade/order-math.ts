/**
 * Order arithmetic, exact in decimal: totals, amounts from totals and from a share of the balance, the
 * market's precision and limits. Every value in and out is a decimal string.
 */
import Decimal from 'decimal.js';
import type { Market } from '../../../generated/api/model/market.zod';
import type { FieldError, OrderSide } from './order-types';

export * from './order-types';

const isNumber = (v: string) => /^(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(v) || /^0?\.[0-9]+$/.test(v) || /^[0-9]+\.$/.test(v);
export const parseInput = (v: string): Decimal | undefined => (v.trim() !== '' && isNumber(v.trim()) ? new Decimal(v.trim()) : undefined);

/** price × amount, rounded down to the quote precision. */
export function totalOf(price: string, amount: string, moneyPrec: number): string {
  const p = parseInput(price);
  const a = parseInput(amount);
  if (!p || !a) return '';
  return p.times(a).toDecimalPlaces(moneyPrec, Decimal.ROUND_DOWN).toFixed();
}

/** total ÷ price, rounded down to the base precision (never more than the total pays for). */
export function amountOf(total: string, price: string, stockPrec: number): string {
  const t = parseInput(total);
  const p = parseInput(price);
  if (!t || !p || p.isZero()) return '';
  return t.div(p).toDecimalPlaces(stockPrec, Decimal.ROUND_DOWN).toFixed();
}

/**
 * The amount for a share of the available balance: a buy spends the quote balance at the price, a sell
 * sells the base balance. Rounded down to the base precision.
 */
export function amountForPercent(percent: number, side: OrderSide, available: string, price: string, stockPrec: number): string {
  const balance = new Decimal(available || '0').times(percent).div(100);
  if (side === 'sell') return balance.toDecimalPlaces(stockPrec, Decimal.ROUND_DOWN).toFixed();
  const p = parseInput(price);
  if (!p || p.isZero()) return '';
  return balance.div(p).toDecimalPlaces(stockPrec, Decimal.ROUND_DOWN).toFixed();
}

export function decimalsOf(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

/** The field's error against the market's rules, or undefined. Keys are in the `trade` namespace. */
export function checkPrice(value: string, market: Market): FieldError | undefined {
  const price = parseInput(value);
  if (value.trim() === '') return { key: 'form.errors.required' };
  if (!price) return { key: 'form.errors.number' };
  if (price.lte(0)) return { key: 'form.errors.positive' };
  if (decimalsOf(value.trim()) > market.moneyPrec) return { key: 'form.errors.precision', values: { decimals: String(market.moneyPrec) } };
  return undefined;
}

export function checkAmount(value: string, market: Market): FieldError | undefined {
  const amount = parseInput(value);
  if (value.trim() === '') return { key: 'form.errors.required' };
  if (!amount) return { key: 'form.errors.number' };
  if (amount.lte(0)) return { key: 'form.errors.positive' };
  if (decimalsOf(value.trim()) > market.stockPrec) return { key: 'form.errors.precision', values: { decimals: String(market.stockPrec) } };
  if (amount.lt(market.minAmount)) return { key: 'form.errors.minAmount', values: { min: market.minAmount, ticker: market.stock } };
  if (market.maxAmount && new Decimal(market.maxAmount).gt(0) && amount.gt(market.maxAmount))
    return { key: 'form.errors.maxAmount', values: { max: market.maxAmount, ticker: market.stock } };
  return undefined;
}

export function checkTotal(total: string, market: Market): FieldError | undefined {
  const value = parseInput(total);
  if (value && value.lt(market.minTotal)) return { key: 'form.errors.minTotal', values: { min: market.minTotal, ticker: market.money } };
  return undefined;
}

/** The balance the order needs: the total for a buy (quote), the amount for a sell (base). */
export function checkBalance(
  side: OrderSide,
  amount: string,
  total: string,
  available: string | undefined,
  market: Market,
): FieldError | undefined {
  if (available === undefined) return undefined;
  const need = parseInput(side === 'buy' ? total : amount);
  if (need && need.gt(available)) return { key: 'form.errors.balance', values: { ticker: side === 'buy' ? market.money : market.stock } };
  return undefined;
}

/** Multi-limit: `count` prices evenly from `from` to `to` (in the quote precision) and equal amounts (remainder on the last). */
export function multiLimitOrders(
  from: string,
  to: string,
  count: number,
  amount: string,
  market: Market,
): { price: string; amount: string }[] {
  const a = new Decimal(from);
  const b = new Decimal(to);
  const total = new Decimal(amount);
  const step = count > 1 ? b.minus(a).div(count - 1) : new Decimal(0);
  const each = total.div(count).toDecimalPlaces(market.stockPrec, Decimal.ROUND_DOWN);
  const orders: { price: string; amount: string }[] = [];
  for (let i = 0; i < count; i++) {
    const price = a.plus(step.times(i)).toDecimalPlaces(market.moneyPrec, Decimal.ROUND_HALF_UP);
    const part = i === count - 1 ? total.minus(each.times(count - 1)) : each;
    orders.push({ price: price.toFixed(market.moneyPrec), amount: part.toFixed() });
  }
  return orders;
}
