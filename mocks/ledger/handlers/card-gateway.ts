/**
 * The ledger's answers to the contract's assumed `card-gateway` operations (mocks/ledger/cards/card-gateway.ts): the
 * card payment limits of a fiat currency, paying a pending card deposit with a saved card (its refusals carry 5100)
 * and a card deposit's payment status.
 */
import { http, type RequestHandler } from 'msw';
import {
  CreateCardPayment200Response,
  CreateCardPaymentBody,
  GetCardPayment200Response,
  GetCardPaymentLimits200Response,
} from '../../../generated/api/card-gateway/card-gateway.zod';
import { cardPayment, defineCardGateway, limits, PaymentNotFound, payWithSavedCard, takesCards } from '../cards/card-gateway';
import { refusal } from '../cards/payment-access';
import { CardRejected } from '../cards/payment-card';
import { json, notFound, query, signedIn, type LedgerContext } from '../http';
import { parsedBody } from '../money/requests';

export function cardGatewayHandlers(ctx: LedgerContext): RequestHandler[] {
  const { ledger } = ctx;
  defineCardGateway(ledger);
  const user = (answer: () => Response) =>
    signedIn(ctx, () => {
      try {
        return answer();
      } catch (error) {
        if (error instanceof CardRejected) return refusal(error.code, error.field, error.message);
        if (error instanceof PaymentNotFound) return notFound(error.message);
        throw error;
      }
    });

  return [
    http.get('*/v2/card-gateway/limits', ({ request }) =>
      user(() => {
        const ticker = query(request).get('ticker') ?? '';
        if (!takesCards(ticker)) return notFound('No card payments in this currency.', 5104);
        return json(GetCardPaymentLimits200Response, { data: limits(ledger, ticker) });
      }),
    ),
    http.post('*/v2/card-gateway/payments', async ({ request }) => {
      const parsed = await parsedBody(request, CreateCardPaymentBody, 5100);
      if (!parsed.ok) return parsed.answer;
      return user(() => {
        const deposit = payWithSavedCard(ledger, parsed.body.transactionId, parsed.body.savedCardId);
        return json(CreateCardPayment200Response, { data: cardPayment(ledger, deposit.transactionId) });
      });
    }),
    http.get('*/v2/card-gateway/payments/:transactionId', ({ params }) =>
      user(() => json(GetCardPayment200Response, { data: cardPayment(ledger, String(params.transactionId)) })),
    ),
  ];
}
