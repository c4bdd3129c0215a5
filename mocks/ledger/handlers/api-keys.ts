/**
 * The ledger's answers to the contract's assumed `api-keys` operations: the demo user's API keys (slice `api-keys`),
 * each with a public key and a secret drawn from the ledger's seeded randomness (the same demo gives the same keys).
 * The secret is answered once, when the key is made, and never kept in what the list or the key answers. Creating and
 * editing need the authenticator code while two-factor is on; a key that is off stays listed as off.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  ChangeApiKeyStatusBody,
  ChangeApiKeyStatus200Response,
  CreateApiKeyBody,
  CreateApiKey200Response,
  GetApiKey200Response,
  ListApiKeys200Response,
  UpdateApiKeyBody,
  UpdateApiKey200Response,
} from '../../../generated/api/api-keys/api-keys.zod';
import { json, noContent, seconds, signedIn, validation, type LedgerContext } from '../http';
import type { Ledger } from '../ledger';
import { checkedBody, pathId, totpError } from '../settings/checks';
import { settingsState } from '../settings/state';

const SLICE = 'api-keys';
/** The published limit of keys an account may have (assumption for the demo). */
export const MAX_API_KEYS = 20;
/** Catalogue codes of these calls (contracts/errors: account-settings and api-key-management). */
const CODES = { create: 1501, update: 21544, status: 21545, remove: 21546, get: 21547 } as const;

type Permission = 'info' | 'trading' | 'deposit' | 'withdraw';

export interface ApiKeyRecord {
  id: number;
  label: string;
  key: string;
  permissions: Permission[];
  ipAddresses: string[];
  enabled: boolean;
  createdAt: number;
  lastUsedAt: number | null;
}

interface ApiKeysState {
  keys: ApiKeyRecord[];
}

const state = (ledger: Ledger): ApiKeysState => ledger.slice<ApiKeysState>(SLICE, () => ({ keys: [] }));

/** 32 lower-case hex digits from the ledger's seeded randomness for this key (`part`: key or secret). */
function hex(ledger: Ledger, id: number, part: string): string {
  const random = ledger.random(`api-key:${id}:${part}`);
  return Array.from({ length: 32 }, () => '0123456789abcdef'[random.int(0, 15)]).join('');
}

/**
 * A key made for someone else than the page (an integration's tool): listed with the account's keys, its secret
 * handed to the tool and not answered here. Undefined when the label is taken or the account has its most keys.
 */
export function addApiKey(ledger: Ledger, label: string, permissions: Permission[]): ApiKeyRecord | undefined {
  const keys = state(ledger).keys;
  if (keys.length >= MAX_API_KEYS || keys.some((k) => k.label === label)) return undefined;
  const id = ledger.nextId('api-key', 3000);
  const record: ApiKeyRecord = {
    id,
    label,
    key: hex(ledger, id, 'key'),
    permissions,
    ipAddresses: [],
    enabled: true,
    createdAt: ledger.now(),
    lastUsedAt: null,
  };
  keys.unshift(record);
  ledger.changed();
  return record;
}

/** The key of this id, if the account still has it. */
export const findApiKey = (ledger: Ledger, id: number): ApiKeyRecord | undefined => state(ledger).keys.find((k) => k.id === id);

/** Deletes the key of this id (nothing if it is gone already). */
export function removeApiKey(ledger: Ledger, id: number): void {
  const keys = state(ledger).keys;
  const at = keys.findIndex((k) => k.id === id);
  if (at < 0) return;
  keys.splice(at, 1);
  ledger.changed();
}

/** The key as the contract's ApiKey (never its secret). */
const wire = (k: ApiKeyRecord) => ({
  id: k.id,
  label: k.label,
  key: k.key,
  permissions: k.permissions,
  ipAddresses: k.ipAddresses,
  enabled: k.enabled,
  createdAt: seconds(k.createdAt),
  lastUsedAt: k.lastUsedAt === null ? null : seconds(k.lastUsedAt),
});

/** The same permission or address twice is a mistake of the form, said on its field. */
function duplicates(body: { permissions: string[]; ipAddresses: string[] }, code: number): Response | undefined {
  if (new Set(body.permissions).size !== body.permissions.length)
    return validation(code, { permissions: ['A permission is listed twice.'] });
  if (new Set(body.ipAddresses).size !== body.ipAddresses.length) return validation(code, { ipAddresses: ['An address is listed twice.'] });
  // Withdrawals need a trusted address: a key that moves funds out only works from known places.
  if (body.permissions.includes('withdraw') && body.ipAddresses.length === 0)
    return validation(code, { ipAddresses: ['A key that may withdraw needs at least one trusted IP address.'] });
  return undefined;
}

export function apiKeysHandlers(ctx: LedgerContext): RequestHandler[] {
  const ledger = ctx.ledger;
  ledger.defineSlice<ApiKeysState>(SLICE, () => ({ keys: [] }));
  const find = (id: unknown) => {
    const n = pathId(id);
    return n === undefined ? undefined : state(ledger).keys.find((k) => k.id === n);
  };
  const missing = () => HttpResponse.json({ code: CODES.get, message: 'API key not found.' }, { status: 404 });

  return [
    http.get('*/v2/api-keys', () => signedIn(ctx, () => json(ListApiKeys200Response, { data: state(ledger).keys.map(wire) }))),

    http.post('*/v2/api-keys', ({ request }) =>
      signedIn(ctx, async () => {
        const body = await checkedBody(request, CreateApiKeyBody);
        if (body.error) return body.error;
        const refused = totpError(ledger, settingsState(ledger), body.data.totp, CODES.create) ?? duplicates(body.data, CODES.create);
        if (refused) return refused;
        const keys = state(ledger).keys;
        if (keys.length >= MAX_API_KEYS) return validation(CODES.create, { label: [`An account may have at most ${MAX_API_KEYS} keys.`] });
        if (keys.some((k) => k.label === body.data.label)) return validation(CODES.create, { label: ['Another key has this label.'] });
        const id = ledger.nextId('api-key', 3000);
        const record: ApiKeyRecord = {
          id,
          label: body.data.label,
          key: hex(ledger, id, 'key'),
          permissions: body.data.permissions,
          ipAddresses: body.data.ipAddresses,
          enabled: true,
          createdAt: ledger.now(),
          lastUsedAt: null,
        };
        keys.unshift(record);
        ledger.changed();
        return json(CreateApiKey200Response, { data: { apiKey: wire(record), secret: hex(ledger, id, 'secret') } });
      }),
    ),

    http.get('*/v2/api-keys/:id', ({ params }) =>
      signedIn(ctx, () => {
        const key = find(params.id);
        return key ? json(GetApiKey200Response, { data: wire(key) }) : missing();
      }),
    ),

    http.post('*/v2/api-keys/:id/edit', ({ params, request }) =>
      signedIn(ctx, async () => {
        const key = find(params.id);
        if (!key) return missing();
        const body = await checkedBody(request, UpdateApiKeyBody);
        if (body.error) return body.error;
        const refused = totpError(ledger, settingsState(ledger), body.data.totp, CODES.update) ?? duplicates(body.data, CODES.update);
        if (refused) return refused;
        if (state(ledger).keys.some((k) => k.id !== key.id && k.label === body.data.label))
          return validation(CODES.update, { label: ['Another key has this label.'] });
        Object.assign(key, { label: body.data.label, permissions: body.data.permissions, ipAddresses: body.data.ipAddresses });
        ledger.changed();
        return json(UpdateApiKey200Response, { data: wire(key) });
      }),
    ),

    http.post('*/v2/api-keys/:id/status', ({ params, request }) =>
      signedIn(ctx, async () => {
        const key = find(params.id);
        if (!key) return missing();
        const body = await checkedBody(request, ChangeApiKeyStatusBody);
        if (body.error) return body.error;
        key.enabled = body.data.enabled;
        ledger.changed();
        return json(ChangeApiKeyStatus200Response, { data: wire(key) });
      }),
    ),

    http.delete('*/v2/api-keys/:id', ({ params }) =>
      signedIn(ctx, () => {
        const key = find(params.id);
        if (!key) return validation(CODES.remove, { id: ['There is no such key.'] });
        state(ledger).keys.splice(state(ledger).keys.indexOf(key), 1);
        ledger.changed();
        return noContent();
      }),
    ),
  ];
}
