/**
 * What was typed survives a lost session (issue 17). When a call answers 401 and the app is about to send the
 * user to login, every open form that keeps a draft writes its values to sessionStorage (this tab only), keyed by
 * the page's path and the form's id; when the same form mounts again on the same path (the login returns there,
 * `/auth?redirect=`), it takes them back and the draft is deleted. A draft goes back only to the user who typed it
 * (another person logging in on this tab finds none: it is deleted), drafts older than 30 minutes are dropped, and a
 * logout deletes every draft (src/lib/session/session-change.ts).
 *
 * Secrets are never written: the fields a form marks (`secret`) and every field whose name says it holds one
 * (password, PIN, one-time or 2FA code, card number, CVV, token, seed, private key…) are left out, at any depth.
 * Storage is reached through the app's access that never throws (../storage/safe-storage: blocked storage or a full
 * quota keep the draft in memory, which an in-app login keeps too).
 */
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { getGetSettingsQueryKey, type getSettings } from '../../../generated/api/session/session';
import { safeSessionStorage, type KeyStore } from '../storage/safe-storage';
import { DRAFT_PREFIX, registerDraftSaver } from './open-drafts';

// The shell's part (the 401 save and the logout's clear) lives in ./open-drafts; re-exported for this module's users.
export { clearFormDrafts, DRAFT_PREFIX, saveOpenDrafts } from './open-drafts';

export interface FormDraftOptions<TValues extends FieldValues> {
  /** The form's id on its page (`sub-account-create`); with the path it names the draft. */
  id: string;
  /** Fields that hold a secret under a name that does not say so; never written to storage. */
  secret?: readonly Path<TValues>[];
}

export const DRAFT_MAX_AGE_MS = 30 * 60_000;

/** Words of a field name that mark a secret (the name is split at case changes, digits stay with letters). */
const SECRET_WORDS = new Set([
  'password',
  'passwd',
  'passphrase',
  'pass',
  'pin',
  'otp',
  'totp',
  'code',
  '2fa',
  'tfa',
  'mfa',
  'cvv',
  'cvv2',
  'cvc',
  'csc',
  'card',
  'pan',
  'secret',
  'token',
  'seed',
  'mnemonic',
  'private',
  'key',
  'captcha',
]);

/** Whether a field name (one segment of a path) says it holds a secret: `password_confirmation`, `twoFaCode`, `cardNumber`. */
export function isSecretFieldName(name: string): boolean {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z\d]+/)
    .filter(Boolean);
  if (words.some((word) => SECRET_WORDS.has(word))) return true;
  // "twoFa", "two_factor": a second factor said in two words.
  const joined = words.join('');
  return joined.includes('twofa') || joined.includes('twofactor') || joined.includes('onetime');
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The values without secrets and without what JSON cannot carry (files, functions, NaN, a loop); undefined when nothing is left. */
export function draftValues(
  values: unknown,
  secret: readonly string[] = [],
  at = '',
  within: ReadonlySet<object> = new Set(),
): Json | undefined {
  if (values === null || typeof values === 'string' || typeof values === 'boolean') return values;
  if (typeof values === 'number') return Number.isFinite(values) ? values : undefined;
  if (typeof values !== 'object' || within.has(values)) return undefined;
  const inside = new Set(within).add(values);
  if (Array.isArray(values)) {
    const items = values.map((item, index) => draftValues(item, secret, at ? `${at}.${index}` : String(index), inside));
    return items.every((item) => item !== undefined) ? (items as Json[]) : undefined;
  }
  if (Object.getPrototypeOf(values) !== Object.prototype) return undefined;
  const kept: Record<string, Json> = {};
  for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
    const path = at ? `${at}.${name}` : name;
    if (isSecretFieldName(name) || secret.includes(path)) continue;
    const clean = draftValues(value, secret, path, inside);
    if (clean !== undefined) kept[name] = clean;
  }
  return kept;
}

// ------------------------------------------------------------------ storage that never throws

/** The tab's storage through the app's one access that never throws (a refused write is kept in memory for the page). */
const storage: KeyStore = safeSessionStorage;

const currentPath = (): string => (typeof location === 'undefined' ? '/' : location.pathname);

export function draftKey(id: string, path = currentPath()): string {
  return `${DRAFT_PREFIX}${path}#${id}`;
}

interface StoredDraft {
  savedAt: number;
  /** The user who typed it (their id as the settings call gave it), null when it was not known. */
  owner: string | null;
  values: Record<string, Json>;
}

export interface DraftWhere {
  /** The page's path (the current one by default). */
  path?: string;
  /** The user (their id), undefined when not known: a draft goes back only to the same user. */
  owner?: string;
  now?: number;
}

export function writeDraft(id: string, values: unknown, secret: readonly string[] = [], where: DraftWhere = {}): void {
  const clean = draftValues(values, secret);
  if (!clean || typeof clean !== 'object' || Array.isArray(clean) || Object.keys(clean).length === 0) return;
  const stored: StoredDraft = { savedAt: where.now ?? Date.now(), owner: where.owner ?? null, values: clean };
  storage.setItem(draftKey(id, where.path), JSON.stringify(stored));
}

/**
 * Takes the draft of a form on a path: its values once, then it is gone (one that is expired, unreadable or another
 * user's too).
 */
export function takeDraft(id: string, where: DraftWhere = {}): Record<string, Json> | undefined {
  const key = draftKey(id, where.path);
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  storage.removeItem(key);
  try {
    const stored = JSON.parse(raw) as Partial<StoredDraft>;
    if (typeof stored.savedAt !== 'number' || (where.now ?? Date.now()) - stored.savedAt > DRAFT_MAX_AGE_MS) return undefined;
    if ((stored.owner ?? null) !== (where.owner ?? null)) return undefined;
    const values = stored.values;
    return values && typeof values === 'object' && !Array.isArray(values) ? values : undefined;
  } catch {
    return undefined;
  }
}

// ------------------------------------------------------------------ the open forms

type Settings = Awaited<ReturnType<typeof getSettings>>;

/** The signed-in user's id from the cached settings call (the session load and every login fetch it). */
function userOf(queryClient: QueryClient | undefined): string | undefined {
  const userId = queryClient?.getQueryData<Settings>(getGetSettingsQueryKey())?.data.user.userId;
  return userId === undefined ? undefined : String(userId);
}

/**
 * For useContractForm: while the form is mounted its values can be saved as a draft; on mount a draft saved on
 * this path is put back into the fields (dirty, as if typed) and deleted.
 */
export function useFormDraft<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues>, 'getValues' | 'setValue'>,
  options: FormDraftOptions<TValues> | undefined,
): void {
  const id = options?.id;
  const secretKey = (options?.secret ?? []).join('\n');
  const { getValues, setValue } = form;
  // Read without useQueryClient: a form needs no query client of its own (tests render forms without one).
  const queryClient = useContext(QueryClientContext);
  useEffect(() => {
    if (id === undefined) return undefined;
    const secret = secretKey ? secretKey.split('\n') : [];
    const draft = takeDraft(id, { owner: userOf(queryClient) });
    if (draft) for (const [name, value] of Object.entries(draft)) setValue(name as Path<TValues>, value as never, { shouldDirty: true });
    return registerDraftSaver(() => writeDraft(id, getValues(), secret, { owner: userOf(queryClient) }));
  }, [id, secretKey, getValues, setValue, queryClient]);
}
