/**
 * The ledger's answers to the contract's `grid-bots` operations: the forecast of a grid (mocks/ledger/grid/grid-plan.ts)
 * and the demo user's bots (mocks/ledger/grid/grid-book.ts), whose orders are real orders of the mock exchange.
 */
import { http, type RequestHandler } from 'msw';
import { DeletedGridBotResponse } from '../../../generated/api/model/deletedGridBotResponse.zod';
import { GridBotListResponse } from '../../../generated/api/model/gridBotListResponse.zod';
import { GridBotOrderListResponse } from '../../../generated/api/model/gridBotOrderListResponse.zod';
import { GridBotResponse } from '../../../generated/api/model/gridBotResponse.zod';
import { GridForecastResponse } from '../../../generated/api/model/gridForecastResponse.zod';
import { EarnRejected, percent } from '../earn/amounts';
import { rules } from '../earn/history-page';
import { gridBook } from '../grid/grid-book';
import { json, query, readBody, signedIn, type LedgerContext } from '../http';

export function gridBotsHandlers(ctx: LedgerContext): RequestHandler[] {
  const book = gridBook(ctx.exchange);
  /** A signed-in call, after the bots have followed their fills. */
  const user = (answer: () => Response | Promise<Response>) =>
    signedIn(ctx, () => {
      book.catchUp();
      return rules(answer);
    });

  return [
    http.get('*/v2/trade/grid/orders/forecast', ({ request }) =>
      user(() => {
        const plan = book.forecast(Object.fromEntries(query(request)));
        return json(GridForecastResponse, {
          data: {
            orders: plan.orders.map(({ side, price, amount }) => ({ side, price, amount })),
            profitPerGridMin: percent(plan.profitPerGridMin),
            profitPerGridMax: percent(plan.profitPerGridMax),
          },
        });
      }),
    ),

    http.post('*/v2/trade/grid/create', ({ request }) =>
      user(async () => json(GridBotResponse, { data: book.wire(book.create(await readBody(request))) })),
    ),

    http.get('*/v2/trade/grid/list', ({ request }) =>
      user(() => {
        const q = query(request);
        const type = q.get('marketType');
        const bots = book.bots(q.get('market')?.toUpperCase() || undefined, type === null || type === '' ? undefined : Number(type));
        return json(GridBotListResponse, { data: bots.map((b) => book.wire(b)) });
      }),
    ),

    http.delete('*/v2/trade/grid/delete', ({ request }) =>
      user(() =>
        json(DeletedGridBotResponse, { data: { extGridId: book.delete(query(request).get('extGridId') ?? undefined).extGridId } }),
      ),
    ),

    http.get('*/v2/trade/grid/orders', ({ request }) =>
      user(() => {
        const id = query(request).get('extGridId');
        if (!id) throw new EarnRejected(30, { extGridId: ['extGridId is required.'] });
        return json(GridBotOrderListResponse, { data: book.orders(id) });
      }),
    ),
  ];
}
