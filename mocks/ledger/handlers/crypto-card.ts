/**
 * The ledger's answers to the contract's assumed `crypto-card` operations (mocks/ledger/cards/crypto-card.ts): the
 * terms (guests may read them), the user's application with its status on the ledger's clock, applying (a user
 * allowed payments only, else 403; the issuer's refusals are their string codes on their fields) and the wait list.
 */
import { http, type RequestHandler } from 'msw';
import {
  ApplyForCryptoCard200Response,
  ApplyForCryptoCardBody,
  GetCryptoCardApplication200Response,
  GetCryptoCardTerms200Response,
  GetCryptoCardWaitList200Response,
  JoinCryptoCardWaitList200Response,
  JoinCryptoCardWaitListBody,
} from '../../../generated/api/crypto-card/crypto-card.zod';
import {
  application,
  apply,
  defineCryptoCard,
  joinWaitList,
  terms,
  waitListEntry,
  wireApplication,
  wireWaitList,
} from '../cards/crypto-card';
import { paymentRestricted, paymentsAllowed, refusal } from '../cards/payment-access';
import { CardRejected } from '../cards/payment-card';
import { json, signedIn, type LedgerContext } from '../http';
import { parsedBody } from '../money/requests';

export function cryptoCardHandlers(ctx: LedgerContext): RequestHandler[] {
  const { ledger } = ctx;
  defineCryptoCard(ledger);
  const user = (answer: () => Response) =>
    signedIn(ctx, () => {
      try {
        return answer();
      } catch (error) {
        if (error instanceof CardRejected) return refusal(error.code, error.field, error.message);
        throw error;
      }
    });

  return [
    http.get('*/v2/crypto-card/terms', () => json(GetCryptoCardTerms200Response, { data: terms() })),
    http.get('*/v2/crypto-card/application', () =>
      user(() => {
        const found = application(ledger);
        return json(GetCryptoCardApplication200Response, { data: found ? wireApplication(ledger, found) : null });
      }),
    ),
    http.post('*/v2/crypto-card/application', async ({ request }) => {
      const parsed = await parsedBody(request, ApplyForCryptoCardBody);
      if (!parsed.ok) return parsed.answer;
      return user(() =>
        paymentsAllowed(ledger)
          ? json(ApplyForCryptoCard200Response, { data: wireApplication(ledger, apply(ledger, parsed.body)) })
          : paymentRestricted(),
      );
    }),
    http.get('*/v2/crypto-card/wait-list', () =>
      user(() => json(GetCryptoCardWaitList200Response, { data: wireWaitList(waitListEntry(ledger)) })),
    ),
    http.post('*/v2/crypto-card/wait-list', async ({ request }) => {
      const parsed = await parsedBody(request, JoinCryptoCardWaitListBody);
      if (!parsed.ok) return parsed.answer;
      return user(() => json(JoinCryptoCardWaitList200Response, { data: wireWaitList(joinWaitList(ledger, parsed.body.country)) }));
    }),
  ];
}
