/**
 * The ledger's answers to the contract's assumed `partnership` operations: the demo user's one partnership application
 * (slice `partnership`, none in the seed). The exchange's review runs on the ledger's clock and catches up when read,
 * like the demo's other flows: an application sent (or edited) is submitted, in review a minute later, approved ten
 * minutes after it was sent. Editing sends it back to submitted; an approved one is not edited; withdrawing removes it.
 */
import type { RequestHandler } from 'msw';
import { http } from 'msw';
import {
  ApplyForPartnership200Response,
  ApplyForPartnershipBody,
  GetPartnershipApplication200Response,
  UpdatePartnershipApplication200Response,
  UpdatePartnershipApplicationBody,
} from '../../../generated/api/partnership/partnership.zod';
import { json, noContent, seconds, signedIn, validation, type LedgerContext } from '../http';
import type { Ledger } from '../ledger';
import { checkedBody, REQUEST_VALIDATION } from '../settings/checks';

const SLICE = 'partnership';
/** How long after it is sent the application is taken into review, and approved (the demo's own pace). */
export const REVIEW_AFTER_MS = 60_000;
export const APPROVE_AFTER_MS = 10 * 60_000;
/** Catalogue codes of these calls (affiliate: 4701 FailedToCreateAffiliateProfile, 4702 FailedToUpdateAffiliateProfile). */
const CODES = { apply: 4701, update: 4702 } as const;

type PartnershipType = 'affiliate' | 'broker' | 'institutional';
type Status = 'submitted' | 'in-review' | 'approved';

interface Application {
  id: number;
  companyName: string;
  website: string;
  type: PartnershipType;
  contactName: string;
  contactEmail: string;
  message: string;
  status: Status;
  /** ms: first sent */
  submittedAt: number;
  /** ms: last sent (the review's clock starts here) */
  sentAt: number;
  updatedAt: number;
  decidedAt: number | null;
}

interface PartnershipState {
  application: Application | null;
}

const state = (ledger: Ledger): PartnershipState => ledger.slice<PartnershipState>(SLICE, () => ({ application: null }));

/** The review catches up with the ledger's clock. */
function current(ledger: Ledger): Application | null {
  const app = state(ledger).application;
  if (!app || app.status === 'approved') return app;
  const waited = ledger.now() - app.sentAt;
  const status: Status = waited >= APPROVE_AFTER_MS ? 'approved' : waited >= REVIEW_AFTER_MS ? 'in-review' : 'submitted';
  if (status !== app.status) {
    app.status = status;
    if (status === 'approved') app.decidedAt = app.sentAt + APPROVE_AFTER_MS;
    app.updatedAt = Math.max(app.updatedAt, app.sentAt + (status === 'approved' ? APPROVE_AFTER_MS : REVIEW_AFTER_MS));
    ledger.changed();
  }
  return app;
}

const wire = (a: Application) => ({
  id: a.id,
  companyName: a.companyName,
  website: a.website,
  type: a.type,
  contactName: a.contactName,
  contactEmail: a.contactEmail,
  message: a.message,
  status: a.status,
  submittedAt: seconds(a.submittedAt),
  updatedAt: seconds(a.updatedAt),
  decidedAt: a.decidedAt === null ? null : seconds(a.decidedAt),
});

/** What the contract's pattern cannot say: a message of spaces is no message. */
function blankMessage(message: string): Response | undefined {
  return message.trim().length < 20 ? validation(REQUEST_VALIDATION, { message: ['The message is too short.'] }) : undefined;
}

export function partnershipHandlers(ctx: LedgerContext): RequestHandler[] {
  const ledger = ctx.ledger;
  ledger.defineSlice<PartnershipState>(SLICE, () => ({ application: null }));

  return [
    http.get('*/v2/partnership', () =>
      signedIn(ctx, () => {
        const app = current(ledger);
        return json(GetPartnershipApplication200Response, { data: app ? wire(app) : null });
      }),
    ),

    http.post('*/v2/partnership', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, ApplyForPartnershipBody);
        if (body.error) return body.error;
        const refused = blankMessage(body.data.message);
        if (refused) return refused;
        if (current(ledger)) return validation(CODES.apply, {}, 'This account has an application already.');
        const now = ledger.now();
        const app: Application = {
          id: ledger.nextId('partnership', 0),
          ...body.data,
          status: 'submitted',
          submittedAt: now,
          sentAt: now,
          updatedAt: now,
          decidedAt: null,
        };
        state(ledger).application = app;
        ledger.changed();
        return json(ApplyForPartnership200Response, { data: wire(app) });
      }),
    ),

    http.post('*/v2/partnership/edit', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, UpdatePartnershipApplicationBody);
        if (body.error) return body.error;
        const refused = blankMessage(body.data.message);
        if (refused) return refused;
        const app = current(ledger);
        if (!app) return validation(CODES.update, {}, 'There is no application to edit.');
        if (app.status === 'approved') return validation(CODES.update, {}, 'An approved application cannot be edited.');
        const now = ledger.now();
        Object.assign(app, body.data, { status: 'submitted', sentAt: now, updatedAt: now });
        ledger.changed();
        return json(UpdatePartnershipApplication200Response, { data: wire(app) });
      }),
    ),

    http.delete('*/v2/partnership', () =>
      signedIn(ctx, () => {
        if (!state(ledger).application) return validation(REQUEST_VALIDATION, { id: ['There is no application to withdraw.'] });
        state(ledger).application = null;
        ledger.changed();
        return noContent();
      }),
    ),
  ];
}
