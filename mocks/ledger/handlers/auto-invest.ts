/**
 * The ledger's answers to the contract's `auto-invest` operations (all assumptions, modelled on the published
 * Auto-Invest API): the demo user's plans and their buys (mocks/ledger/auto-invest/plan-book.ts). Every call first
 * makes the runs that are due by the ledger's clock.
 */
import { http, type RequestHandler } from 'msw';
import { AutoInvestAssetListResponse } from '../../../generated/api/model/autoInvestAssetListResponse.zod';
import { AutoInvestCalculationResponse } from '../../../generated/api/model/autoInvestCalculationResponse.zod';
import { AutoInvestLimitListResponse } from '../../../generated/api/model/autoInvestLimitListResponse.zod';
import { AutoInvestOverviewResponse } from '../../../generated/api/model/autoInvestOverviewResponse.zod';
import { AutoInvestSettingsResponse } from '../../../generated/api/model/autoInvestSettingsResponse.zod';
import { AutoInvestExecutionListResponse } from '../../../generated/api/model/autoInvestExecutionListResponse.zod';
import { AutoInvestPlanListResponse } from '../../../generated/api/model/autoInvestPlanListResponse.zod';
import { AutoInvestPlanResponse } from '../../../generated/api/model/autoInvestPlanResponse.zod';
import { DeletedAutoInvestPlanResponse } from '../../../generated/api/model/deletedAutoInvestPlanResponse.zod';
import {
  AutoInvestBook,
  MAX_ASSETS,
  MAX_PLANS,
  PERIODS,
  PlanNotFound,
  wireExecution,
  wirePlan,
  type AutoInvestPlan,
} from '../auto-invest/plan-book';
import { rules } from '../earn/history-page';
import { inPeriod, json, notFound, pageOf, paging, periodOf, query, readBody, seconds, signedIn, type LedgerContext } from '../http';

export function autoInvestHandlers(ctx: LedgerContext): RequestHandler[] {
  const book = new AutoInvestBook(ctx.ledger, ctx.exchange);
  /** A signed-in call, after the due runs; an unknown plan is a 404. */
  const user = (answer: () => Response | Promise<Response>) =>
    signedIn(ctx, async () => {
      book.catchUp();
      try {
        return await rules(answer);
      } catch (error) {
        if (error instanceof PlanNotFound) return notFound(error.message);
        throw error;
      }
    });
  const planAnswer = (plan: AutoInvestPlan) => json(AutoInvestPlanResponse, { data: wirePlan(plan) });
  const id = (params: Record<string, unknown>) => Number(params.id);

  return [
    // What anyone may read: the assets per quote, the amount limits and how plans may be set up.
    http.get('*/v2/smart/auto-invest/assets', () => json(AutoInvestAssetListResponse, { data: book.assets() })),
    http.get('*/v2/smart/auto-invest/limits', () => json(AutoInvestLimitListResponse, { data: book.limits() })),
    http.get('*/v2/smart/auto-invest/settings', () =>
      json(AutoInvestSettingsResponse, { data: { periods: PERIODS, maxAssets: MAX_ASSETS, maxPlans: MAX_PLANS, timeZone: 'UTC' } }),
    ),
    http.get('*/v2/smart/auto-invest/overview', () => user(() => json(AutoInvestOverviewResponse, { data: book.overview() }))),
    http.post('*/v2/smart/auto-invest/plans/calculate', ({ request }) =>
      user(async () => json(AutoInvestCalculationResponse, { data: { buys: book.calculate(await readBody(request)) } })),
    ),
    http.get('*/v2/smart/auto-invest/plans', () => user(() => json(AutoInvestPlanListResponse, { data: book.plans().map(wirePlan) }))),
    http.post('*/v2/smart/auto-invest/plans/create', ({ request }) => user(async () => planAnswer(book.create(await readBody(request))))),
    http.get('*/v2/smart/auto-invest/plans/:id', ({ params }) =>
      user(() => {
        const plan = book.plan(id(params));
        return plan ? planAnswer(plan) : notFound('Plan not found.');
      }),
    ),
    http.delete('*/v2/smart/auto-invest/plans/:id', ({ params }) =>
      user(() => json(DeletedAutoInvestPlanResponse, { data: { id: book.delete(id(params)).id } })),
    ),
    http.post('*/v2/smart/auto-invest/plans/:id/edit', ({ request, params }) =>
      user(async () => planAnswer(book.edit(id(params), await readBody(request)))),
    ),
    http.post('*/v2/smart/auto-invest/plans/:id/pause', ({ params }) => user(() => planAnswer(book.pause(id(params))))),
    http.post('*/v2/smart/auto-invest/plans/:id/resume', ({ params }) => user(() => planAnswer(book.resume(id(params))))),
    http.get('*/v2/smart/auto-invest/executions', ({ request }) =>
      user(() => {
        const planId = query(request).get('planId');
        const status = query(request).get('status');
        const range = periodOf(request);
        if ('error' in range) return range.error;
        const rows = book
          .executions(planId ? Number(planId) : undefined)
          .filter((e) => (!status || e.status === status) && inPeriod(range.period, seconds(e.time)))
          .sort((a, b) => b.time - a.time || b.id - a.id);
        const page = pageOf(rows, paging(request, 100, 100));
        return json(AutoInvestExecutionListResponse, { ...page, data: page.data.map(wireExecution) });
      }),
    ),
  ];
}
