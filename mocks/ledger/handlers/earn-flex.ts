/**
 * The ledger's answers to the contract's `earn-flex` operations: the plan catalogue with its daily rates, the demo
 * user's flexible investments (mocks/ledger/earn/flex-book.ts) on the ledger's earn account, their hourly accruals,
 * daily payments and history. Every call of a signed-in user first catches the investments up to the clock.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { AprHistoryResponse } from '../../../generated/api/model/aprHistoryResponse.zod';
import { DailyPaymentListResponse } from '../../../generated/api/model/dailyPaymentListResponse.zod';
import { EarnOverviewResponse } from '../../../generated/api/model/earnOverviewResponse.zod';
import { EarnHistoryResponse } from '../../../generated/api/model/earnHistoryResponse.zod';
import { FlexInvestmentListResponse } from '../../../generated/api/model/flexInvestmentListResponse.zod';
import { FlexInvestmentResponse } from '../../../generated/api/model/flexInvestmentResponse.zod';
import { FlexPlanDetailResponse } from '../../../generated/api/model/flexPlanDetailResponse.zod';
import { FlexPlanListResponse } from '../../../generated/api/model/flexPlanListResponse.zod';
import { HourlyAccrualsResponse } from '../../../generated/api/model/hourlyAccrualsResponse.zod';
import { DAY_MS } from '../earn/amounts';
import { FixedBook } from '../earn/fixed-book';
import { ACCRUALS_KEPT, FLEX_HISTORY, FlexBook, type FlexHistoryFields } from '../earn/flex-book';
import { FLEX_PLANS, flexPlan } from '../earn/flex-plans';
import { historyPage, rules } from '../earn/history-page';
import { earnOverview } from '../earn/overview';
import { json, posting, query, readBody, signedIn, type LedgerContext } from '../http';
import { decimal, units } from '../ledger';
import { usdtPrices } from '../money/rates';

const ACCRUALS_PAGE = 25;
/** The daily payments call answers this many days. */
const PAYMENT_DAYS = 30;
/** The APR history's default period when the query gives none. */
const APR_DEFAULT_DAYS = 30;

/** The detail's 404: its data names the ticker, which the app shows as its fatal 404 page (spec section 8). */
const noPlan = (ticker: string) =>
  HttpResponse.json(
    { code: 1601, message: 'Plan not found.', data: { ticker: [`There is no flexible plan for ${ticker}.`] } },
    { status: 404 },
  );

export function earnFlexHandlers(ctx: LedgerContext): RequestHandler[] {
  const book = new FlexBook(ctx.ledger);
  const ticker = (params: Record<string, string | readonly string[] | undefined>) => String(params.ticker ?? '').toUpperCase();
  /** A signed-in call, after the investments have caught up with the clock. */
  const user = (answer: () => Response | Promise<Response>) =>
    signedIn(ctx, () => {
      book.catchUp();
      return rules(() => posting(answer));
    });

  return [
    http.get('*/v2/smart/flex-plans', () => {
      const now = ctx.ledger.now();
      return json(FlexPlanListResponse, {
        data: FLEX_PLANS.map((plan) => ({
          ticker: plan.ticker,
          rates: book.rates.rates(plan, now),
          minAmount: plan.minAmount,
          maxAmount: plan.maxAmount,
        })),
      });
    }),

    // Flexible and fixed together (an assumption): the fixed investments that matured are paid out first.
    http.get('*/v2/smart/overview', () =>
      user(() => {
        const fixed = new FixedBook(ctx.ledger);
        fixed.catchUp();
        return json(EarnOverviewResponse, { data: earnOverview(book, fixed, usdtPrices(ctx.exchange)) });
      }),
    ),

    http.get('*/v2/smart/flex-plans/investments/summary', () =>
      user(() => json(FlexInvestmentListResponse, { data: book.summary().map((p) => book.wire(p)) })),
    ),

    http.get('*/v2/smart/flex-plans/investments/history', ({ request }) =>
      user(() => {
        const page = historyPage(
          request,
          ctx.ledger.history<FlexHistoryFields>(FLEX_HISTORY),
          (entry) => book.position(entry.positionId)?.status ?? 0,
        );
        return 'error' in page ? page.error : json(EarnHistoryResponse, page);
      }),
    ),

    http.get('*/v2/smart/flex-plans/:ticker/detail', ({ params }) => {
      const plan = flexPlan(ticker(params));
      if (!plan) return noPlan(ticker(params));
      if (ctx.exchange.isLoggedIn()) book.catchUp();
      const position = ctx.exchange.isLoggedIn() ? book.latest(plan.ticker) : undefined;
      const now = ctx.ledger.now();
      const mine = position?.status === 1 ? units(position.amount) : 0n;
      return json(FlexPlanDetailResponse, {
        data: {
          ticker: plan.ticker,
          rates: book.rates.rates(plan, now),
          minAmount: plan.minAmount,
          maxAmount: plan.maxAmount,
          totalInvested: decimal(units(plan.othersInvested) + mine),
          ...(position ? { investment: book.wire(position) } : {}),
        },
      });
    }),

    http.get('*/v2/smart/flex-plans/:ticker/annual-percentage-rate-history', ({ params, request }) => {
      const plan = flexPlan(ticker(params));
      if (!plan) return json(AprHistoryResponse, { data: [] });
      const q = query(request);
      const now = ctx.ledger.now();
      const seconds = (name: string) => {
        const value = Number(q.get(name));
        return q.get(name) !== null && Number.isFinite(value) && value >= 0 ? Math.floor(value) * 1000 : undefined;
      };
      // Never past today, and at most a year of points.
      const to = Math.min(seconds('to') ?? now, now);
      const from = Math.max(seconds('from') ?? to - APR_DEFAULT_DAYS * DAY_MS, to - 366 * DAY_MS);
      return json(AprHistoryResponse, { data: from <= to ? book.rates.history(plan, from, to) : [] });
    }),

    http.get('*/v2/smart/flex-plans/investments/:ticker/hourly-accruals', ({ params, request }) =>
      user(() => {
        const q = query(request);
        const offset = Math.min(ACCRUALS_KEPT - 1, Math.max(0, Math.floor(Number(q.get('offset') ?? 0)) || 0));
        const asked = Math.min(ACCRUALS_PAGE, Math.max(1, Math.floor(Number(q.get('limit') ?? ACCRUALS_PAGE)) || ACCRUALS_PAGE));
        const limit = Math.min(asked, ACCRUALS_KEPT - offset);
        const accruals = book.latest(ticker(params))?.accruals ?? [];
        return json(HourlyAccrualsResponse, {
          data: accruals.slice(offset, offset + limit).map(([time, amount, rate]) => ({ time, amount, rate })),
          pagination: { limit, offset, total: Math.min(accruals.length, ACCRUALS_KEPT) },
        });
      }),
    ),

    http.get('*/v2/smart/flex-plans/investments/:ticker/daily-payments', ({ params }) =>
      user(() => {
        const since = (ctx.ledger.now() - PAYMENT_DAYS * DAY_MS) / 1000;
        const payments = (book.latest(ticker(params))?.payments ?? []).filter(([time]) => time >= since);
        return json(DailyPaymentListResponse, { data: payments.map(([time, amount, rate]) => ({ time, amount, rate })) });
      }),
    ),

    http.post('*/v2/smart/flex-plans/investments/:ticker/auto-reinvest-setting', ({ params, request }) =>
      user(async () => {
        const body = await readBody<{ autoReinvest: boolean }>(request);
        return json(FlexInvestmentResponse, { data: book.wire(book.setAutoReinvest(ticker(params), body.autoReinvest)) });
      }),
    ),

    http.post('*/v2/smart/flex-plans/investments/:ticker/invest', ({ params, request }) =>
      user(async () => {
        const body = await readBody<{ amount: string; autoReinvest: boolean }>(request);
        return json(FlexInvestmentResponse, { data: book.wire(book.invest(ticker(params), body.amount, body.autoReinvest)) });
      }),
    ),

    http.post('*/v2/smart/flex-plans/investments/:ticker/withdraw', ({ params, request }) =>
      user(async () => {
        const body = await readBody<{ amount: string }>(request);
        return json(FlexInvestmentResponse, { data: book.wire(book.withdraw(ticker(params), body.amount)) });
      }),
    ),

    http.post('*/v2/smart/flex-plans/investments/:ticker/close', ({ params }) =>
      user(() => json(FlexInvestmentResponse, { data: book.wire(book.close(ticker(params))) })),
    ),
  ];
}
