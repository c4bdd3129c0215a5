/**
 * The ledger's answers to the contract's assumed `p2p-express` operations (mocks/ledger/p2p/p2p-express.ts): offers
 * and what an amount comes to, the user's cards, and orders through their steps. Every call needs a session and a
 * user allowed payments (GET /v2/settings user.paymentKycStatus `verified`, else 403); a broken rule is its 422 with
 * the call's code on its field, an order not the user's a 404, a balance that does not cover a withdrawal 37.
 */
import { http, type RequestHandler } from 'msw';
import {
  AddP2pExpressCard200Response,
  AddP2pExpressCardBody,
  CancelP2pExpressOrder200Response,
  ConfirmP2pExpressDeposit200Response,
  ConfirmP2pExpressDepositBody,
  ConfirmP2pExpressWithdrawal200Response,
  ConfirmP2pExpressWithdrawalBody,
  CreateP2pExpressDeposit200Response,
  CreateP2pExpressDepositBody,
  CreateP2pExpressWithdrawal200Response,
  CreateP2pExpressWithdrawalBody,
  GetP2pExpressOrder200Response,
  GetP2pExpressQuote200Response,
  ListP2pExpressCards200Response,
  ListP2pExpressOffers200Response,
  ListP2pExpressOrders200Response,
  MarkP2pExpressDepositPaid200Response,
  ReleaseP2pExpressWithdrawal200Response,
} from '../../../generated/api/p2p-express/p2p-express.zod';
import { TRAVEL_RULE_CURRENCY } from '../../../src/lib/valuation/travel-rule';
import { json, notFound, paging, posting, query, signedIn, validation, type LedgerContext } from '../http';
import { parsedBody } from '../money/requests';
import { ratesIn } from '../money/rates';
import {
  addCard,
  cancelOrder,
  cards,
  confirmDeposit,
  confirmWithdrawal,
  createOrder,
  defineP2pExpress,
  figures,
  markPaid,
  offerOf,
  offers,
  order,
  orders,
  P2pNotFound,
  P2pRejected,
  releaseWithdrawal,
  wireCard,
  wireOffer,
  wireOrder,
  wireQuote,
  type Direction,
} from '../p2p/p2p-express';
import { paymentsAllowed, paymentRestricted } from '../cards/payment-access';

export function p2pExpressHandlers(ctx: LedgerContext): RequestHandler[] {
  const { ledger, exchange } = ctx;
  defineP2pExpress(ledger);
  /** A signed-in call of a user allowed payments; the domain's refusals become their answers. */
  const user = (answer: () => Response | Promise<Response>) =>
    signedIn(ctx, async () => {
      if (!paymentsAllowed(ledger)) return paymentRestricted();
      try {
        return await posting(answer);
      } catch (error) {
        if (error instanceof P2pRejected) return validation(error.code, { [error.field]: [error.message] });
        if (error instanceof P2pNotFound) return notFound(error.message);
        throw error;
      }
    });
  const id = (params: Record<string, string | readonly string[] | undefined>) => Number(params.id);
  const eurRate = (ticker: string) => ratesIn(exchange, TRAVEL_RULE_CURRENCY)?.find((r) => r.ticker === ticker)?.rate;
  const one = (o: ReturnType<typeof order>) => ({ data: wireOrder(ledger, o) });

  const create =
    (direction: Direction) =>
    async ({ request }: { request: Request }) => {
      const parsed = await parsedBody(request, direction === 'deposit' ? CreateP2pExpressDepositBody : CreateP2pExpressWithdrawalBody);
      if (!parsed.ok) return parsed.answer;
      const schema = direction === 'deposit' ? CreateP2pExpressDeposit200Response : CreateP2pExpressWithdrawal200Response;
      return user(() => json(schema, one(createOrder(ledger, direction, parsed.body, eurRate))));
    };

  return [
    http.get('*/v2/p2p-express/offers', ({ request }) =>
      user(() => {
        const direction = query(request).get('direction');
        if (direction !== 'deposit' && direction !== 'withdraw') return validation(30, { direction: ['Choose deposit or withdraw.'] });
        const fiat = query(request).get('fiat') ?? undefined;
        return json(ListP2pExpressOffers200Response, { data: offers(direction, fiat).map(wireOffer) });
      }),
    ),
    http.get('*/v2/p2p-express/offers/:id/quote', ({ request, params }) =>
      user(() => {
        const offer = offerOf(id(params));
        if (!offer) return notFound('Offer not found.');
        return json(GetP2pExpressQuote200Response, { data: wireQuote(offer, figures(offer, query(request).get('amount') ?? '')) });
      }),
    ),
    http.get('*/v2/p2p-express/cards', () => user(() => json(ListP2pExpressCards200Response, { data: cards(ledger).map(wireCard) }))),
    http.post('*/v2/p2p-express/cards', async ({ request }) => {
      const parsed = await parsedBody(request, AddP2pExpressCardBody);
      if (!parsed.ok) return parsed.answer;
      return user(() => json(AddP2pExpressCard200Response, { data: wireCard(addCard(ledger, parsed.body)) }));
    }),
    http.post('*/v2/p2p-express/deposits', create('deposit')),
    http.post('*/v2/p2p-express/deposits/:id/confirm', async ({ request, params }) => {
      const parsed = await parsedBody(request, ConfirmP2pExpressDepositBody);
      if (!parsed.ok) return parsed.answer;
      return user(() => json(ConfirmP2pExpressDeposit200Response, one(confirmDeposit(ledger, id(params), parsed.body.cardId))));
    }),
    http.post('*/v2/p2p-express/deposits/:id/paid', ({ params }) =>
      user(() => json(MarkP2pExpressDepositPaid200Response, one(markPaid(ledger, id(params))))),
    ),
    http.post('*/v2/p2p-express/withdrawals', create('withdraw')),
    http.post('*/v2/p2p-express/withdrawals/:id/confirm', async ({ request, params }) => {
      const parsed = await parsedBody(request, ConfirmP2pExpressWithdrawalBody);
      if (!parsed.ok) return parsed.answer;
      return user(() => json(ConfirmP2pExpressWithdrawal200Response, one(confirmWithdrawal(ledger, id(params), parsed.body))));
    }),
    http.post('*/v2/p2p-express/withdrawals/:id/release', ({ params }) =>
      user(() => json(ReleaseP2pExpressWithdrawal200Response, one(releaseWithdrawal(ledger, id(params))))),
    ),
    http.get('*/v2/p2p-express/orders', ({ request }) =>
      user(() => {
        const { offset, limit } = paging(request, 100, 100);
        const rows = orders(ledger);
        return json(ListP2pExpressOrders200Response, {
          data: rows.slice(offset, offset + limit).map((o) => wireOrder(ledger, o)),
          pagination: { limit, offset, total: rows.length },
        });
      }),
    ),
    http.get('*/v2/p2p-express/orders/:id', ({ params }) =>
      user(() => json(GetP2pExpressOrder200Response, one(order(ledger, id(params))))),
    ),
    http.post('*/v2/p2p-express/orders/:id/cancel', ({ params }) =>
      user(() => json(CancelP2pExpressOrder200Response, one(cancelOrder(ledger, id(params))))),
    ),
  ];
}
