/**
 * The ledger's answers to the contract's assumed `payment-card` operations (mocks/ledger/cards/payment-card.ts): the
 * plans (guests may read them), the user's card, ordering it (a user allowed payments only, else 403), topping it up
 * from main and withdrawing back, and its transactions. A broken rule is its 422 on its field; a balance that does not
 * cover a move is 37.
 */
import { http, type RequestHandler } from 'msw';
import {
  GetPaymentCard200Response,
  ListPaymentCardPlans200Response,
  ListPaymentCardTransactions200Response,
  OrderPaymentCard200Response,
  OrderPaymentCardBody,
  TopUpPaymentCard200Response,
  TopUpPaymentCardBody,
  WithdrawFromPaymentCard200Response,
  WithdrawFromPaymentCardBody,
} from '../../../generated/api/payment-card/payment-card.zod';
import {
  CardRejected,
  cardTransactions,
  definePaymentCard,
  orderCard,
  paymentCard,
  PLANS,
  topUp,
  wireCard,
  wirePlan,
  wireTransaction,
  withdraw,
} from '../cards/payment-card';
import { paymentRestricted, paymentsAllowed, refusal } from '../cards/payment-access';
import { json, pageOf, paging, posting, signedIn, type LedgerContext } from '../http';
import { parsedBody } from '../money/requests';

export function paymentCardHandlers(ctx: LedgerContext): RequestHandler[] {
  const { ledger } = ctx;
  definePaymentCard(ledger);
  const user = (answer: () => Response | Promise<Response>) =>
    signedIn(ctx, async () => {
      try {
        return await posting(answer);
      } catch (error) {
        if (error instanceof CardRejected) return refusal(error.code, error.field, error.message);
        throw error;
      }
    });
  const moved = (result: ReturnType<typeof topUp>) => ({
    data: { card: wireCard(ledger, result.card), transaction: wireTransaction(result.transaction) },
  });

  return [
    http.get('*/v2/wb-card/plans', () => json(ListPaymentCardPlans200Response, { data: PLANS.map(wirePlan) })),
    http.get('*/v2/wb-card', () =>
      user(() => {
        const card = paymentCard(ledger);
        return json(GetPaymentCard200Response, { data: card ? wireCard(ledger, card) : null });
      }),
    ),
    http.post('*/v2/wb-card/order', async ({ request }) => {
      const parsed = await parsedBody(request, OrderPaymentCardBody);
      if (!parsed.ok) return parsed.answer;
      return user(() =>
        paymentsAllowed(ledger)
          ? json(OrderPaymentCard200Response, { data: wireCard(ledger, orderCard(ledger, parsed.body)) })
          : paymentRestricted(),
      );
    }),
    http.post('*/v2/wb-card/deposit', async ({ request }) => {
      const parsed = await parsedBody(request, TopUpPaymentCardBody);
      if (!parsed.ok) return parsed.answer;
      return user(() => json(TopUpPaymentCard200Response, moved(topUp(ledger, parsed.body.amount))));
    }),
    http.post('*/v2/wb-card/withdraw', async ({ request }) => {
      const parsed = await parsedBody(request, WithdrawFromPaymentCardBody);
      if (!parsed.ok) return parsed.answer;
      return user(() => json(WithdrawFromPaymentCard200Response, moved(withdraw(ledger, parsed.body.amount))));
    }),
    http.get('*/v2/wb-card/transactions', ({ request }) =>
      user(() => {
        const page = pageOf(cardTransactions(ledger), paging(request, 100, 100));
        return json(ListPaymentCardTransactions200Response, { ...page, data: page.data.map(wireTransaction) });
      }),
    ),
  ];
}
