import { describe, expect, it } from 'vitest';
import { BTC_USDT } from '../../testing/markets';
import { amountForPercent, amountOf, checkAmount, checkBalance, checkPrice, checkTotal, multiLimitOrders, totalOf } from './order-math';

const market = BTC_USDT;

describe('order math', () => {
  it('computes totals and amounts exactly, rounding down to the precision', () => {
    expect(totalOf('0.1', '0.3', 8)).toBe('0.03');
    expect(totalOf('97000.15', '0.015', 2)).toBe('1455');
    expect(amountOf('100', '3', 6)).toBe('33.333333');
    expect(totalOf('', '1', 2)).toBe('');
  });

  it('turns a share of the balance into an amount', () => {
    expect(amountForPercent(50, 'buy', '1000', '97000', 6)).toBe('0.005154');
    expect(amountForPercent(100, 'sell', '0.1234567', '97000', 6)).toBe('0.123456');
    expect(amountForPercent(25, 'buy', '1000', '', 6)).toBe('');
  });

  it('checks prices and amounts against the market', () => {
    expect(checkPrice('97000.123', market)?.key).toBe('form.errors.precision');
    expect(checkPrice('0', market)?.key).toBe('form.errors.positive');
    expect(checkPrice('abc', market)?.key).toBe('form.errors.number');
    expect(checkPrice('97000.12', market)).toBeUndefined();
    expect(checkAmount('0.00001', market)?.key).toBe('form.errors.minAmount');
    expect(checkAmount('101', market)?.key).toBe('form.errors.maxAmount');
    expect(checkAmount('0.0000001', market)?.key).toBe('form.errors.precision');
    expect(checkTotal('4.99', market)?.key).toBe('form.errors.minTotal');
    expect(checkBalance('buy', '1', '97000', '100', market)?.key).toBe('form.errors.balance');
    expect(checkBalance('sell', '1', '97000', '2', market)).toBeUndefined();
  });

  it('spreads a multi-limit order evenly and keeps the whole amount', () => {
    const orders = multiLimitOrders('100', '110', 3, '1', market);
    expect(orders).toEqual([
      { price: '100.00', amount: '0.333333' },
      { price: '105.00', amount: '0.333333' },
      { price: '110.00', amount: '0.333334' },
    ]);
  });
});
