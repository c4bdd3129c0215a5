/**
 * The ledger's answers to the contract's assumed `otc` operations (mocks/ledger/otc/otc-desk.ts): the desk's assets,
 * the user's requests for quote, accepting a quote within its validity on the ledger's clock and declining one.
 */
import { http, type RequestHandler } from 'msw';
import {
  AcceptOtcQuote200Response,
  CancelOtcRequest200Response,
  CreateOtcRequest200Response,
  CreateOtcRequestBody,
  GetOtcRequest200Response,
  ListOtcAssets200Response,
  ListOtcRequests200Response,
} from '../../../generated/api/otc/otc.zod';
import { rules } from '../earn/history-page';
import { json, notFound, paging, posting, signedIn, type LedgerContext } from '../http';
import { parsedBody } from '../money/requests';
import {
  accept,
  cancel,
  createRequest,
  defineOtc,
  OTC_ASSETS,
  otcRequest,
  otcRequests,
  OtcNotFound,
  wireAsset,
  wireRequest,
} from '../otc/otc-desk';

export function otcHandlers(ctx: LedgerContext): RequestHandler[] {
  const { ledger, exchange } = ctx;
  defineOtc(ledger);
  /** A signed-in call; an unknown request is its 404, a broken rule its 422, a balance that does not cover it 37. */
  const user = (answer: () => Response | Promise<Response>) =>
    signedIn(ctx, async () => {
      try {
        return await rules(() => posting(answer));
      } catch (error) {
        if (error instanceof OtcNotFound) return notFound(error.message);
        throw error;
      }
    });
  const id = (params: Record<string, string | readonly string[] | undefined>) => Number(params.id);

  return [
    http.get('*/v2/otc/assets', () => user(() => json(ListOtcAssets200Response, { data: OTC_ASSETS.map(wireAsset) }))),
    http.get('*/v2/otc/requests', ({ request }) =>
      user(() => {
        const { offset, limit } = paging(request, 100, 100);
        const rows = otcRequests(ledger);
        return json(ListOtcRequests200Response, {
          data: rows.slice(offset, offset + limit).map(wireRequest),
          pagination: { limit, offset, total: rows.length },
        });
      }),
    ),
    http.post('*/v2/otc/requests', async ({ request }) => {
      const parsed = await parsedBody(request, CreateOtcRequestBody);
      if (!parsed.ok) return parsed.answer;
      return user(() => json(CreateOtcRequest200Response, { data: wireRequest(createRequest(ledger, exchange, parsed.body)) }));
    }),
    http.get('*/v2/otc/requests/:id', ({ params }) =>
      user(() => json(GetOtcRequest200Response, { data: wireRequest(otcRequest(ledger, id(params))) })),
    ),
    http.post('*/v2/otc/requests/:id/accept', ({ params }) =>
      user(() => json(AcceptOtcQuote200Response, { data: wireRequest(accept(ledger, id(params))) })),
    ),
    http.post('*/v2/otc/requests/:id/cancel', ({ params }) =>
      user(() => json(CancelOtcRequest200Response, { data: wireRequest(cancel(ledger, id(params))) })),
    ),
  ];
}
