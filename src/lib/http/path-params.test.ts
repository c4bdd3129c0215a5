/**
 * Path parameters stay inside their segment: the generated URL builders encode each one (orval's
 * `urlEncodeParameters`), and the kernel refuses, unsent, what encoding cannot stop (a `.` or `..` segment).
 * A crafted `clientId` of `../../v2/settings/delete-account?x=` once made a logged-in request to another path.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operations, type OperationMeta } from '../../../generated/api/operations';
import { confirmRegistrationByLink, getGetOauthClientScopesUrl, getOauthClientScopes } from '../../../generated/api/auth/auth';
import { UnsafeRequestPathError } from './errors';
import { findOperation } from './find-operation';
import { resetRequestQueue } from './http-client';
import { configureHttp, resetHttpEnvironment } from './http-environment';
import { unsafeRequestPath } from './request-path';

const WEB = 'https://web.exchange.test';
const CRAFTED = '../../v2/settings/delete-account?x=';
const HOSTILE = [
  '../../v2/settings/delete-account?x=',
  '..%2F..%2Fv2',
  'a/b',
  'a?b=1',
  'a#b',
  '..\\..\\v2',
  '../',
  '/',
  '?',
  '#',
  '%',
  ' x',
];

/** The path part of a URL as the browser resolves it against the API base. */
const resolvedPath = (url: string) => new URL(url, WEB).pathname;
const segments = (path: string) => path.split('/').length;

type UrlBuilder = (...args: unknown[]) => string;

/** Each tag's generated module, to reach every operation's URL builder (`get<OperationId>Url`). */
async function urlBuilders(): Promise<Map<string, UrlBuilder>> {
  const builders = new Map<string, UrlBuilder>();
  const tags = [...new Set(operations.map((op) => op.tag))];
  const modules = await Promise.all(
    tags.map((tag) => import(`../../../generated/api/${tag}/${tag}.ts`) as Promise<Record<string, unknown>>),
  );
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) if (/^get\w+Url$/.test(name)) builders.set(name, value as UrlBuilder);
  }
  return builders;
}

const builderName = (op: OperationMeta) => `get${op.id[0]!.toUpperCase()}${op.id.slice(1)}Url`;

describe('path parameters', () => {
  let fetch: ReturnType<typeof vi.fn<typeof globalThis.fetch>>;
  let csrf: ReturnType<typeof vi.fn<() => Promise<string>>>;

  beforeEach(() => {
    resetHttpEnvironment();
    resetRequestQueue();
    fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ data: {} }));
    csrf = vi.fn(async () => 'csrf-token-00000001');
    configureHttp({ bases: { web: WEB, public: WEB, internal: WEB }, fetch, csrfToken: csrf });
  });
  afterEach(() => resetHttpEnvironment());

  it('the generated builder keeps a crafted id, `../` and `?` included, inside its segment', () => {
    const url = getGetOauthClientScopesUrl(CRAFTED);
    expect(url).toBe('/oauth2/client/scopes/..%2F..%2Fv2%2Fsettings%2Fdelete-account%3Fx%3D');
    const resolved = new URL(url, WEB);
    expect(resolved.pathname).toBe(url);
    expect(resolved.search).toBe('');
    expect(findOperation('GET', resolved.pathname)?.path).toBe(operations.find((o) => o.id === 'getOauthClientScopes')!.path);
  });

  it('the kernel sends the crafted id to its own operation, never to another path', async () => {
    await getOauthClientScopes(CRAFTED).catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(1);
    const sent = new URL(String(fetch.mock.calls[0]![0]));
    expect(sent.origin + sent.pathname).toBe(`${WEB}/oauth2/client/scopes/..%2F..%2Fv2%2Fsettings%2Fdelete-account%3Fx%3D`);
    expect(sent.search).toBe('');
  });

  it('an id written as encoded dots is encoded again: a literal `%2e%2E`, not a dot segment', async () => {
    expect(getGetOauthClientScopesUrl('%2e%2E')).toBe('/oauth2/client/scopes/%252e%252E');
    await getOauthClientScopes('.%2e').catch(() => undefined);
    expect(new URL(String(fetch.mock.calls[0]![0])).pathname).toBe('/oauth2/client/scopes/.%252e');
  });

  it.each(['..', '.'])('the kernel refuses, unsent, an id that is the dot segment %j', async (id) => {
    await expect(getOauthClientScopes(id)).rejects.toBeInstanceOf(UnsafeRequestPathError);
    // A non-GET (POST /v2/register/confirmation/{code}) does not even fetch its CSRF token.
    await expect(confirmRegistrationByLink(id)).rejects.toBeInstanceOf(UnsafeRequestPathError);
    expect(fetch).not.toHaveBeenCalled();
    expect(csrf).not.toHaveBeenCalled();
  });

  it('the refusal names no part of the URL (a path parameter may be a token)', async () => {
    const error = (await getOauthClientScopes('..').catch((e: unknown) => e)) as Error;
    expect(error.message).not.toContain('oauth2');
  });

  it('every generated URL builder with path parameters keeps hostile values inside their segments', async () => {
    const builders = await urlBuilders();
    const templated = operations.filter((op) => op.params > 0);
    expect(templated.length).toBeGreaterThan(20);
    for (const op of templated) {
      const build = builders.get(builderName(op));
      expect(build, `${builderName(op)} for ${op.id}`).toBeTypeOf('function');
      for (const value of HOSTILE) {
        const url = build!(...Array.from({ length: op.params }, () => value));
        const path = resolvedPath(url);
        expect(unsafeRequestPath(url), `${op.id} with ${JSON.stringify(value)}`).toBeUndefined();
        expect(segments(path), `${op.id} with ${JSON.stringify(value)}: ${path}`).toBe(segments(op.path));
        expect(findOperation(op.method, path)?.path, `${op.id} with ${JSON.stringify(value)}: ${path}`).toBe(op.path);
        expect(new URL(url, WEB).hash).toBe('');
      }
    }
  });
});

describe('unsafeRequestPath', () => {
  it.each([
    '/v2/trade/markets',
    '/v2/trade/order/12?market=BTC_USDT',
    '/oauth2/client/scopes/..%2F..%2Fv2',
    '/v2/smart/flex-plans/USDT/detail',
    '/v2/x/...',
    '/v2/x/.hidden',
    '/v2/x?redirect=../../y',
  ])('lets %j through', (url) => expect(unsafeRequestPath(url)).toBeUndefined());

  it.each([
    '/v2/x/..',
    '/v2/x/../settings',
    '/v2/x/./y',
    '/v2/x/%2e%2e/y',
    '/v2/x/%2E./y',
    '/v2/x/.%2E?y=1',
    '/v2/x/%2e',
    '//evil.example/v2',
    'https://evil.example/v2',
    'v2/x',
    '/v2/x\\..\\y',
    '/v2/x#y',
    '/v2/x\n/y',
  ])('refuses %j', (url) => expect(unsafeRequestPath(url)).toBeDefined());
});
