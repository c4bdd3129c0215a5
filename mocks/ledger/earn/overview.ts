/**
 * The user's earn at a glance (GET /v2/smart/overview, an assumption): per ticker the principal of the active flexible
 * investment and of the open fixed ones, what the flexible one has earned (paid and pending) and what the fixed ones
 * will pay, and the principal's worth in USDT at the rates' prices, cut down to 2 decimals (the fiat equivalent's).
 */
import Decimal from 'decimal.js';
import { decimal, units } from '../ledger';
import type { FixedBook } from './fixed-book';
import type { FlexBook } from './flex-book';

const Dec = Decimal.clone({ precision: 60 });
const USDT_DECIMALS = 2;

export function earnOverview(flex: FlexBook, fixed: FixedBook, prices: Map<string, Decimal>) {
  const rows = new Map<string, { flexible: bigint; fixed: bigint; flexibleEarned: bigint; fixedExpectedProfit: bigint }>();
  const row = (ticker: string) => {
    let found = rows.get(ticker);
    if (!found) rows.set(ticker, (found = { flexible: 0n, fixed: 0n, flexibleEarned: 0n, fixedExpectedProfit: 0n }));
    return found;
  };
  for (const position of flex.summary().filter((p) => p.status === 1)) {
    const r = row(position.ticker);
    r.flexible += units(position.amount);
    r.flexibleEarned += units(position.paid) + units(position.pending);
  }
  for (const investment of fixed.investments().filter((i) => i.status === 1)) {
    const r = row(investment.ticker);
    r.fixed += units(investment.amount);
    r.fixedExpectedProfit += units(investment.profit);
  }
  const worth = (pick: (r: { flexible: bigint; fixed: bigint }) => bigint) =>
    [...rows].reduce((sum, [ticker, r]) => sum.plus(new Dec(decimal(pick(r))).times(prices.get(ticker) ?? 0)), new Dec(0));
  const cut = (value: Decimal) => value.toDecimalPlaces(USDT_DECIMALS, Decimal.ROUND_DOWN);
  const flexibleUsdt = cut(worth((r) => r.flexible));
  const fixedUsdt = cut(worth((r) => r.fixed));
  return {
    assets: [...rows]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([ticker, r]) => ({
        ticker,
        flexible: decimal(r.flexible),
        fixed: decimal(r.fixed),
        flexibleEarned: decimal(r.flexibleEarned),
        fixedExpectedProfit: decimal(r.fixedExpectedProfit),
      })),
    flexibleUsdt: flexibleUsdt.toFixed(),
    fixedUsdt: fixedUsdt.toFixed(),
    // The sum of the two figures shown, so that they add up on the page.
    totalUsdt: flexibleUsdt.plus(fixedUsdt).toFixed(),
  };
}
