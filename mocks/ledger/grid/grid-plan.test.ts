/** The grid's maths, exact in integers of the price step: arithmetic and geometric lines, amounts, profit per grid. */
import { describe, expect, it } from 'vitest';
import { MARKET_CATALOGUE } from '../../exchange/catalogue';
import { gridPrices, gridSettings, planGrid } from './grid-plan';

const btc = MARKET_CATALOGUE.find((m) => m.market === 'BTC-USDT')!;
const find = (name: string) => MARKET_CATALOGUE.find((m) => m.market === name);

describe('grid plan', () => {
  it('spaces arithmetic lines in equal steps, rounded down to the price step', () => {
    expect(gridPrices(9_200_000n, 10_200_000n, 4, 'arithmetic')).toEqual([9_200_000n, 9_533_333n, 9_866_666n, 10_200_000n]);
    expect(gridPrices(100n, 200n, 2, 'arithmetic')).toEqual([100n, 200n]);
  });

  it('spaces geometric lines in equal ratios, the last line the upper price exactly', () => {
    const prices = gridPrices(10_000n, 40_000n, 3, 'geometric');
    expect(prices).toEqual([10_000n, 20_000n, 40_000n]);
    const wide = gridPrices(9_000_000n, 11_000_000n, 5, 'geometric');
    expect(wide).toEqual([9_000_000n, 9_463_026n, 9_949_874n, 10_461_769n, 11_000_000n]);
  });

  it('plans buys below the last price and sells at or above it, each worth one line of the investment', () => {
    const { entry, settings } = gridSettings(
      { market: 'BTC-USDT', marketType: 0, lowerPrice: '92000', upperPrice: '102000', gridCount: 4, investment: '1000' },
      find,
    );
    expect(settings.gridType).toBe('arithmetic');
    const plan = planGrid(entry, settings, '97000');
    expect(plan.orders).toEqual([
      { level: 0, side: 2, price: '92000', amount: '0.002717' },
      { level: 1, side: 2, price: '95333.33', amount: '0.002622' },
      { level: 2, side: 1, price: '98666.66', amount: '0.002533' },
      { level: 3, side: 1, price: '102000', amount: '0.00245' },
    ]);
    // (95333.33 - 92000) / 92000 = 3.623 %, less two 0.1 % fees; the narrowest step (98666.66 → 102000) gives 3.17 %.
    expect(plan.profitPerGridMax).toBe(342n);
    expect(plan.profitPerGridMin).toBe(317n);
    expect(btc.moneyPrec).toBe(2);
  });

  it('refuses a grid type it does not know and a range too narrow for its lines', () => {
    const base = { market: 'BTC-USDT', marketType: 0, lowerPrice: '100', upperPrice: '100.05', gridCount: 10, investment: '1000' };
    expect(() => gridSettings({ ...base, gridType: 'spiral' }, find)).toThrow(/arithmetic or geometric/);
    const { entry, settings } = gridSettings(base, find);
    expect(() => planGrid(entry, settings, '100')).toThrow(/too narrow/);
  });
});
