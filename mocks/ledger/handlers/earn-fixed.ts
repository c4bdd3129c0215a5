/**
 * The ledger's answers to the contract's `earn-fixed` operations: the plan catalogue with its pools, the profit
 * calculator, and the demo user's fixed investments (mocks/ledger/earn/fixed-book.ts) on the ledger's earn account.
 * Every call first matures the investments whose term the clock has passed.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { CalculatedProfitResponse } from '../../../generated/api/model/calculatedProfitResponse.zod';
import { EarnHistoryResponse } from '../../../generated/api/model/earnHistoryResponse.zod';
import { FixedInvestmentListResponse } from '../../../generated/api/model/fixedInvestmentListResponse.zod';
import { FixedInvestmentResponse } from '../../../generated/api/model/fixedInvestmentResponse.zod';
import { FixedPlanDetailResponse } from '../../../generated/api/model/fixedPlanDetailResponse.zod';
import { FixedPlanListResponse } from '../../../generated/api/model/fixedPlanListResponse.zod';
import { EarnRejected, parseAmount } from '../earn/amounts';
import { FIXED_HISTORY, FIXED_PLANS, FixedBook, fixedPlan, fixedProfit, wirePlan, type FixedHistoryFields } from '../earn/fixed-book';
import { historyPage, rules } from '../earn/history-page';
import { json, posting, readBody, signedIn, type LedgerContext } from '../http';
import { decimal } from '../ledger';

/** The detail's 404: its data names the ticker, which the app shows as its fatal 404 page (spec section 8). */
const noPlan = (id: string) =>
  HttpResponse.json({ code: 1612, message: 'Plan not found.', data: { ticker: [`There is no fixed plan ${id}.`] } }, { status: 404 });

export function earnFixedHandlers(ctx: LedgerContext): RequestHandler[] {
  const book = new FixedBook(ctx.ledger);
  const planOf = (params: Record<string, string | readonly string[] | undefined>) => {
    const id = Number(params.id);
    return Number.isInteger(id) ? fixedPlan(id) : undefined;
  };
  /** The investments are matured first for a signed-in user (the pools count them). */
  const settle = () => {
    if (ctx.exchange.isLoggedIn()) book.catchUp();
  };
  const user = (answer: () => Response | Promise<Response>) =>
    signedIn(ctx, () => {
      book.catchUp();
      return rules(() => posting(answer));
    });

  return [
    http.get('*/v2/smart/fixed-plans', () => {
      settle();
      return json(FixedPlanListResponse, { data: FIXED_PLANS.map((plan) => wirePlan(book, plan)) });
    }),

    http.get('*/v2/smart/fixed-plans/:id/detail', ({ params }) => {
      const plan = planOf(params);
      if (!plan) return noPlan(String(params.id));
      settle();
      return json(FixedPlanDetailResponse, { data: wirePlan(book, plan, true) });
    }),

    http.get('*/v2/smart/fixed-plans/investments', () =>
      user(() => json(FixedInvestmentListResponse, { data: book.investments().map((i) => book.wire(i)) })),
    ),

    http.post('*/v2/smart/fixed-plans/investments', ({ request }) =>
      user(async () => {
        const body = await readBody<{ id: number; amount: string }>(request);
        return json(FixedInvestmentResponse, { data: book.wire(book.invest(body.id, body.amount)) });
      }),
    ),

    http.post('*/v2/smart/fixed-plans/investments/close', ({ request }) =>
      user(async () => {
        const body = await readBody<{ id: number }>(request);
        return json(FixedInvestmentResponse, { data: book.wire(book.close(body.id)) });
      }),
    ),

    http.get('*/v2/smart/fixed-plans/history', ({ request }) =>
      user(() => {
        const page = historyPage(
          request,
          ctx.ledger.history<FixedHistoryFields>(FIXED_HISTORY),
          (entry) => book.investment(entry.investmentId)?.status ?? 0,
        );
        return 'error' in page ? page.error : json(EarnHistoryResponse, page);
      }),
    ),

    // Guests may call it: the plan page is public.
    http.post('*/v2/smart/fixed-plans/investments/:id/calculate-profit', ({ params, request }) =>
      rules(async () => {
        const plan = planOf(params);
        if (!plan) throw new EarnRejected(1617, { id: ['There is no such fixed plan.'] });
        const body = await readBody<{ amount: string }>(request);
        const amount = parseAmount(typeof body.amount === 'string' ? body.amount.replace(/-/g, '') : body.amount);
        if (amount === undefined) throw new EarnRejected(32, { amount: ['The amount must be a number with at most 8 decimals.'] });
        return json(CalculatedProfitResponse, { data: { totalProfit: decimal(fixedProfit(amount, plan.rate, plan.durationDays)) } });
      }),
    ),
  ];
}
