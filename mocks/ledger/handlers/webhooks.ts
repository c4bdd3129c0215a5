/**
 * The ledger's answers to the contract's assumed `webhooks` operations: the demo user's webhooks (slice `webhooks`),
 * modelled on the published webhooks. A webhook gets a key and a secret from the ledger's seeded randomness (the
 * secret answered once, never kept), starts unverified and off, is verified by one of the published three ways and
 * only then may be turned on. Its delivery log holds the test events the user sends and, while it is on, one
 * delivery for each deposit (deposit.processed) and withdrawal (withdraw.pending) the ledger records, caught up from
 * the ledger's histories whenever the webhooks or a log are read.
 *
 * The demo's stand-ins for the user's server: a host under `.invalid` (never a real domain) fails verification, and
 * a URL whose path has `/fail` answers 500 to every delivery (failed after the published 5 attempts).
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  ChangeWebhookStatusBody,
  ChangeWebhookStatus200Response,
  CreateWebhookBody,
  CreateWebhook200Response,
  ListWebhookDeliveries200Response,
  ListWebhooks200Response,
  TestWebhookBody,
  TestWebhook200Response,
  VerifyWebhookBody,
  VerifyWebhook200Response,
} from '../../../generated/api/webhooks/webhooks.zod';
import type { WebhookEvent } from '../../../generated/api/model/webhookEvent.zod';
import { json, noContent, seconds, signedIn, validation, type LedgerContext } from '../http';
import type { Ledger } from '../ledger';
import { checkedBody, pathId, totpError } from '../settings/checks';
import { settingsState } from '../settings/state';

const SLICE = 'webhooks';
/** Assumption for the demo: how many webhooks an account may have. */
export const MAX_WEBHOOKS = 5;
/** The published retries: every 10 minutes, at most 5 attempts. */
const MAX_ATTEMPTS = 5;
/** Catalogue codes of these calls (contracts/errors: account-settings). */
const CODES = { get: 1502, update: 1503 } as const;
/** The ledger histories a webhook is told about, and the event each becomes. */
const SOURCES = { deposits: 'deposit.processed', withdrawals: 'withdraw.pending' } as const satisfies Record<string, WebhookEvent>;
type Source = keyof typeof SOURCES;

export interface WebhookRecord {
  id: number;
  url: string;
  key: string;
  events: WebhookEvent[];
  verified: boolean;
  enabled: boolean;
  createdAt: number;
  /** The newest history entry of each source already considered (older ones are not delivered). */
  seen: Record<Source, number>;
  nonce: number;
}

export interface DeliveryRecord {
  id: number;
  webhookId: number;
  event: WebhookEvent;
  nonce: number;
  status: 'delivered' | 'failed';
  httpStatus: number | null;
  attempts: number;
  test: boolean;
  createdAt: number;
}

interface WebhooksState {
  webhooks: WebhookRecord[];
  deliveries: DeliveryRecord[];
}

const state = (ledger: Ledger): WebhooksState => ledger.slice<WebhooksState>(SLICE, () => ({ webhooks: [], deliveries: [] }));

function hex(ledger: Ledger, id: number, part: string): string {
  const random = ledger.random(`webhook:${id}:${part}`);
  return Array.from({ length: 32 }, () => '0123456789abcdef'[random.int(0, 15)]).join('');
}

const wire = (w: WebhookRecord) => ({
  id: w.id,
  url: w.url,
  key: w.key,
  events: w.events,
  verified: w.verified,
  enabled: w.enabled,
  createdAt: seconds(w.createdAt),
});

const wireDelivery = (d: DeliveryRecord) => ({ ...d, createdAt: seconds(d.createdAt) });

const newest = (ledger: Ledger, source: Source): number => ledger.history(source)[0]?.id ?? 0;

/** One POST to the webhook's URL as the demo's stand-in server answers it. */
function deliver(ledger: Ledger, webhook: WebhookRecord, event: WebhookEvent, test: boolean, time = ledger.now()): DeliveryRecord {
  const fails = new URL(webhook.url).pathname.includes('/fail');
  webhook.nonce += 1;
  const delivery: DeliveryRecord = {
    id: ledger.nextId('webhook-delivery', 1),
    webhookId: webhook.id,
    event,
    nonce: webhook.nonce,
    status: fails ? 'failed' : 'delivered',
    httpStatus: fails ? 500 : 200,
    attempts: fails ? MAX_ATTEMPTS : 1,
    test,
    createdAt: time,
  };
  state(ledger).deliveries.unshift(delivery);
  return delivery;
}

/** Deliveries for the deposits and withdrawals recorded since each webhook last looked (only while it is on). */
export function catchUpWebhooks(ledger: Ledger): void {
  let changed = false;
  for (const webhook of state(ledger).webhooks) {
    for (const source of Object.keys(SOURCES) as Source[]) {
      const fresh = ledger.history(source).filter((entry) => entry.id > webhook.seen[source]);
      if (fresh.length === 0) continue;
      const event = SOURCES[source];
      if (webhook.enabled && webhook.events.includes(event))
        for (const entry of [...fresh].reverse()) deliver(ledger, webhook, event, false, entry.time);
      webhook.seen[source] = fresh[0]!.id;
      changed = true;
    }
  }
  if (changed) ledger.changed();
}

export function webhooksHandlers(ctx: LedgerContext): RequestHandler[] {
  const ledger = ctx.ledger;
  ledger.defineSlice<WebhooksState>(SLICE, () => ({ webhooks: [], deliveries: [] }));
  const find = (id: unknown) => {
    const n = pathId(id);
    return n === undefined ? undefined : state(ledger).webhooks.find((w) => w.id === n);
  };
  const missing = (code: number = CODES.update) => HttpResponse.json({ code, message: 'Webhook not found.' }, { status: 404 });

  return [
    http.get('*/v2/webhooks', () =>
      signedIn(ctx, () => {
        catchUpWebhooks(ledger);
        return json(ListWebhooks200Response, { data: state(ledger).webhooks.map(wire) });
      }),
    ),

    http.post('*/v2/webhooks', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, CreateWebhookBody);
        if (body.error) return body.error;
        const refused = totpError(ledger, settingsState(ledger), body.data.totp, CODES.update);
        if (refused) return refused;
        if (new Set(body.data.events).size !== body.data.events.length)
          return validation(CODES.update, { events: ['An event is listed twice.'] });
        const webhooks = state(ledger).webhooks;
        if (webhooks.length >= MAX_WEBHOOKS)
          return validation(CODES.update, { url: [`An account may have at most ${MAX_WEBHOOKS} webhooks.`] });
        if (webhooks.some((w) => w.url === body.data.url))
          return validation(CODES.update, { url: ['A webhook for this URL exists already.'] });
        catchUpWebhooks(ledger);
        const id = ledger.nextId('webhook', 4000);
        const record: WebhookRecord = {
          id,
          url: body.data.url,
          key: hex(ledger, id, 'key'),
          events: body.data.events,
          verified: false,
          enabled: false,
          createdAt: ledger.now(),
          seen: { deposits: newest(ledger, 'deposits'), withdrawals: newest(ledger, 'withdrawals') },
          nonce: 0,
        };
        webhooks.unshift(record);
        ledger.changed();
        return json(CreateWebhook200Response, { data: { webhook: wire(record), secret: hex(ledger, id, 'secret') } });
      }),
    ),

    http.delete('*/v2/webhooks/:id', ({ params }) =>
      signedIn(ctx, () => {
        const webhook = find(params.id);
        if (!webhook) return validation(CODES.update, { id: ['There is no such webhook.'] });
        const s = state(ledger);
        s.webhooks.splice(s.webhooks.indexOf(webhook), 1);
        s.deliveries = s.deliveries.filter((d) => d.webhookId !== webhook.id);
        ledger.changed();
        return noContent();
      }),
    ),

    http.post('*/v2/webhooks/:id/verify', ({ params, request }) =>
      signedIn(ctx, async () => {
        const webhook = find(params.id);
        if (!webhook) return missing();
        const body = await checkedBody(request, VerifyWebhookBody);
        if (body.error) return body.error;
        if (new URL(webhook.url).hostname.endsWith('.invalid'))
          return validation(CODES.update, { method: ['The webhook key was not found on this domain.'] });
        webhook.verified = true;
        ledger.changed();
        return json(VerifyWebhook200Response, { data: wire(webhook) });
      }),
    ),

    http.post('*/v2/webhooks/:id/status', ({ params, request }) =>
      signedIn(ctx, async () => {
        const webhook = find(params.id);
        if (!webhook) return missing();
        const body = await checkedBody(request, ChangeWebhookStatusBody);
        if (body.error) return body.error;
        if (body.data.enabled && !webhook.verified)
          return validation(CODES.update, { enabled: ['Verify the domain before turning the webhook on.'] });
        catchUpWebhooks(ledger);
        webhook.enabled = body.data.enabled;
        ledger.changed();
        return json(ChangeWebhookStatus200Response, { data: wire(webhook) });
      }),
    ),

    http.post('*/v2/webhooks/:id/test', ({ params, request }) =>
      signedIn(ctx, async () => {
        const webhook = find(params.id);
        if (!webhook) return missing();
        const body = await checkedBody(request, TestWebhookBody);
        if (body.error) return body.error;
        if (!webhook.verified) return validation(CODES.update, { event: ['Verify the domain before sending events to it.'] });
        const delivery = deliver(ledger, webhook, body.data.event, true);
        ledger.changed();
        return json(TestWebhook200Response, { data: wireDelivery(delivery) });
      }),
    ),

    http.get('*/v2/webhooks/:id/deliveries', ({ params }) =>
      signedIn(ctx, () => {
        const webhook = find(params.id);
        if (!webhook) return missing(CODES.get);
        catchUpWebhooks(ledger);
        return json(ListWebhookDeliveries200Response, {
          data: state(ledger)
            .deliveries.filter((d) => d.webhookId === webhook.id)
            .map(wireDelivery),
        });
      }),
    ),
  ];
}
