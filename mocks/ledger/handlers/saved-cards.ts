/**
 * The ledger's answers to the contract's assumed `saved-cards` operations (mocks/ledger/money/saved-cards.ts holds the
 * cards): the list, a label given or taken away, a card forgotten.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  ListSavedCards200Response,
  RenameSavedCard200Response,
  RenameSavedCardBody,
} from '../../../generated/api/saved-cards/saved-cards.zod';
import { json, noContent, seconds, signedIn, validation, type LedgerContext } from '../http';
import { defineSavedCards, savedCards, type StoredCard } from '../money/saved-cards';
import { checkedBody, pathId, REQUEST_VALIDATION } from '../settings/checks';

/** Catalogue 5103 FailedToDeleteSavedCard (card-gateway). */
const DELETE_CODE = 5103;

const wire = (c: StoredCard) => ({
  id: c.id,
  last4: c.last4,
  brand: c.brand,
  holder: c.holder,
  expiry: c.expiry,
  label: c.label,
  provider: c.provider,
  createdAt: seconds(c.createdAt),
  lastUsedAt: c.lastUsedAt === null ? null : seconds(c.lastUsedAt),
});

export function savedCardsHandlers(ctx: LedgerContext): RequestHandler[] {
  const ledger = ctx.ledger;
  defineSavedCards(ledger);
  const find = (id: unknown) => {
    const n = pathId(id);
    return n === undefined ? undefined : savedCards(ledger).find((c) => c.id === n);
  };

  return [
    http.get('*/v2/saved-cards', () => signedIn(ctx, () => json(ListSavedCards200Response, { data: savedCards(ledger).map(wire) }))),

    http.post('*/v2/saved-cards/:id/rename', ({ params, request }) =>
      signedIn(ctx, async () => {
        const card = find(params.id);
        if (!card) return HttpResponse.json({ code: REQUEST_VALIDATION, message: 'Saved card not found.' }, { status: 404 });
        const body = await checkedBody(request, RenameSavedCardBody);
        if (body.error) return body.error;
        const label = body.data.label;
        if (label !== null && savedCards(ledger).some((c) => c.id !== card.id && c.label === label))
          return validation(REQUEST_VALIDATION, { label: ['Another card has this label.'] });
        card.label = label;
        ledger.changed();
        return json(RenameSavedCard200Response, { data: wire(card) });
      }),
    ),

    http.delete('*/v2/saved-cards/:id', ({ params }) =>
      signedIn(ctx, () => {
        const card = find(params.id);
        if (!card) return validation(DELETE_CODE, { id: ['There is no such card.'] });
        const cards = savedCards(ledger);
        cards.splice(cards.indexOf(card), 1);
        ledger.changed();
        return noContent();
      }),
    ),
  ];
}
