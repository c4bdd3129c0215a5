/**
 * The ledger's answers to the contract's `internal` operations (the frontend host's own routes, no `data`
 * envelope): the visitor's country (GB, as the settings call says), the headless-content collections of
 * mocks/ledger/content/entries.ts, the sitemap from the route table, the report downloads (a real PDF statement of
 * the ledger's balances, the legal documents as PDFs, the mining pool's CSVs), the locale messages of locales/ and
 * a fixed build manifest.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { ContentEntry } from '../../../generated/api/model/contentEntry.zod';
import { ContentEntryList } from '../../../generated/api/model/contentEntryList.zod';
import { ContentFileList } from '../../../generated/api/model/contentFileList.zod';
import { LocaleMessages } from '../../../generated/api/model/localeMessages.zod';
import { SitemapUrlList } from '../../../generated/api/model/sitemapUrlList.zod';
import { UserCountry } from '../../../generated/api/model/userCountry.zod';
import { BuildManifest } from '../../../generated/api/model/buildManifest.zod';
import { global } from '../../../regions/global';
import { ROUTES } from '../../../src/lib/routing/route-table';
import { currentUser } from '../auth/state';
import { findEntry, full, listEntries, summary } from '../content/entries';
import { localeMessages } from '../content/locale-messages';
import { exportFileName, findExport } from '../money/history-exports';
import { fromBase64, XLSX_TYPE } from '../money/xlsx';
import { contentDocuments, miningPoolCsv, miningWorkerCsv, reportDays, statementPdf } from '../content/reports';
import { json, notFound, query, type LedgerContext } from '../http';
import type { Ledger } from '../ledger';
import { accountById } from '../mining/mining-pool';
import { projects } from '../launchpad/launchpad';
import { competitionSlugs } from '../competitions/competitions';

/** The build the demo reports: fixed, so the app never offers a reload. */
export const DEMO_BUILD = { id: '0f6c2d84-3b1e-4a7f-9c5d-2e8b71a4f903', version: '2026.11.24-demo', timestamp: 1_795_521_600_000 };

const SLUG = /^[a-z0-9][a-z0-9-]{0,127}$/;
const COLLECTION = /^[a-z0-9][a-z0-9-]{0,63}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The locale of a content request (X-APP-LOCALE), one the region serves, else the default. */
function localeOf(request: Request): string {
  const asked = (request.headers.get('x-app-locale') ?? '').toLowerCase();
  return (global.locales as readonly string[]).includes(asked) ? asked : global.defaultLocale;
}

const day = (ms: number): string => new Date(Math.floor(ms / 86_400_000) * 86_400_000).toISOString().replace('.000Z', 'Z');

/** Every public page of the route table, its parameters filled from the catalogue, the content collections, the launchpad and the competitions. */
function sitemap(ctx: LedgerContext) {
  const { ledger, exchange } = ctx;
  const fills: Record<string, { values: string[]; lastmod?: (value: string) => string }> = {
    '/trade/:pair': { values: exchange.catalogue().map((m) => m.market) },
    '/assets/:slug': { values: [...new Set(exchange.catalogue().flatMap((m) => [m.stock, m.money]))].sort() },
  };
  const fromCollection = (path: string, collection: string) => {
    const entries = listEntries(collection) ?? [];
    fills[path] = {
      values: entries.map((e) => e.slug),
      lastmod: (slug) =>
        summary(
          ledger,
          entries.find((e) => e.slug === slug)!,
          'en',
        ).updatedAt,
    };
  };
  fromCollection('/releases/:slug', 'releases');
  fromCollection('/m/:page', 'pages');
  fromCollection('/gift-cards/all/:slug', 'gift-cards');
  fills['/launchpad/projects/:slug'] = { values: projects(ledger).map((p) => p.slug) };
  fills['/trading-competition/:slug'] = { values: competitionSlugs() };
  const seeded = day(ledger.createdAt);
  const entry = (loc: string, lastmod = seeded) => ({
    loc,
    lastmod,
    alternatives: global.locales.map((lang) => ({
      hreflang: lang,
      href: lang === global.defaultLocale ? loc : `/${lang}${loc === '/' ? '' : loc}`,
    })),
  });
  const urls = [];
  for (const route of ROUTES) {
    if (route.kind !== 'page' || route.access !== 'public' || route.region === 'australia') continue;
    if (route.feature && !global.features[route.feature].enabled) continue;
    if (!route.path.includes(':')) {
      urls.push(entry(route.path));
      continue;
    }
    const fill = fills[route.path];
    if (!fill) continue;
    for (const value of fill.values) urls.push(entry(route.path.replace(/:\w+/, value), fill.lastmod?.(value)));
  }
  return urls;
}

function file(body: string | Uint8Array, contentType: string, name: string): Response {
  return new HttpResponse(body, {
    status: 200,
    headers: { 'Content-Type': contentType, 'Content-Disposition': `attachment; filename="${name}"`, 'Cache-Control': 'no-store' },
  });
}

/** The period of a mining report from its query (Unix seconds), or undefined when `from` or `to` is not a number. */
function period(ledger: Ledger, request: Request): number[] | undefined {
  const q = query(request);
  const read = (name: string) => {
    const value = q.get(name);
    if (value === null) return { ok: true as const };
    return /^\d+$/.test(value) ? { ok: true as const, value: Number(value) } : { ok: false as const };
  };
  const from = read('from');
  const to = read('to');
  if (!from.ok || !to.ok) return undefined;
  return reportDays(ledger, from.value, to.value);
}

const badPeriod = () => HttpResponse.json({ message: 'from and to must be Unix seconds.' }, { status: 400 });
const positive = (value: unknown): number | undefined => (/^[1-9]\d{0,15}$/.test(String(value)) ? Number(value) : undefined);

export function internalHandlers(ctx: LedgerContext): RequestHandler[] {
  const { ledger, exchange } = ctx;
  return [
    http.get('*/internal/userCountry', () => json(UserCountry, { countryCode: 'GB' })),

    // ------------------------------------------------------------------ content
    http.get('*/internal/hmd/:a', ({ params, request }) => {
      const collection = String(params.a);
      if (!COLLECTION.test(collection)) return notFound('No such collection.');
      const locale = localeOf(request);
      // An unknown collection is empty, as the content service answers for a collection with no entries.
      const entries = listEntries(collection) ?? [];
      return json(
        ContentEntryList,
        entries.map((e) => summary(ledger, e, locale)),
      );
    }),
    http.get('*/internal/hmd/:a/:b', ({ params, request }) => {
      const collection = String(params.a);
      const slug = String(params.b);
      const entry = COLLECTION.test(collection) && SLUG.test(slug) ? findEntry(collection, slug) : undefined;
      if (!entry) return notFound('No such entry.');
      return json(ContentEntry, full(ledger, entry, localeOf(request)));
    }),
    http.get('*/internal/hmd/:a/:b/files', ({ params, request }) => {
      const collection = String(params.a);
      const slug = String(params.b);
      if (!COLLECTION.test(collection) || !SLUG.test(slug) || !findEntry(collection, slug)) return notFound('No such entry.');
      const origin = new URL(request.url).origin;
      const files = contentDocuments(ledger)
        .filter((d) => d.collection === collection.replace(/-(active|upcoming|finished)$/, '') && d.slug === slug)
        .map((d) => ({ name: d.name, url: `${origin}/internal/rdrs/${d.id}`, size: d.body.length, contentType: 'application/pdf' }));
      return json(ContentFileList, files);
    }),
    http.get('*/internal/__sitemap__/uniqueUrls', () => json(SitemapUrlList, sitemap(ctx))),

    // ------------------------------------------------------------------ downloads
    http.get('*/internal/rdrs/:id', ({ params }) => {
      const id = String(params.id).toLowerCase();
      if (!UUID.test(id)) return notFound('No such report.');
      const document = contentDocuments(ledger).find((d) => d.id === id);
      if (document) return file(document.body, 'application/pdf', document.name);
      // A history export of the signed-in user: its file once ready; none while it is prepared or after it expired.
      const exported = exchange.isLoggedIn() ? findExport({ ledger, exchange }, id) : undefined;
      if (exported) {
        if (exported.content === null) return notFound('The report is not available.', 2418);
        if (exported.format === 'xlsx') return file(fromBase64(exported.content), XLSX_TYPE, exportFileName(exported));
        return file(exported.content, 'text/csv; charset=utf-8', exportFileName(exported));
      }
      // Any other report is the signed-in user's statement, prepared on request; a guest has none.
      if (!exchange.isLoggedIn()) return notFound('No such report.');
      const statement = statementPdf(ledger, currentUser(ledger));
      return file(statement.body, 'application/pdf', statement.name);
    }),
    http.get('*/internal/mining-pool/report', ({ request }) => {
      const days = period(ledger, request);
      if (!days) return badPeriod();
      // A guest has no mining accounts: the report is its header row.
      const body = exchange.isLoggedIn() ? miningPoolCsv(ledger, days) : miningPoolCsv(ledger, []);
      return file(body, 'text/csv; charset=utf-8', `mining-pool-${new Date(ledger.now()).toISOString().slice(0, 7)}.csv`);
    }),
    http.get('*/internal/mining-pool/:id/report', ({ params, request }) => {
      const accountId = positive(params.id);
      const account = accountId === undefined || !exchange.isLoggedIn() ? undefined : accountById(ledger, accountId);
      if (!account) return notFound('No such mining account.');
      const days = period(ledger, request);
      if (!days) return badPeriod();
      return file(miningPoolCsv(ledger, days, account.id), 'text/csv; charset=utf-8', `mining-account-${account.id}.csv`);
    }),
    http.get('*/internal/mining-pool/:id/workers/:workerId/report', ({ params, request }) => {
      const accountId = positive(params.id);
      const workerId = positive(params.workerId);
      const account = accountId === undefined || !exchange.isLoggedIn() ? undefined : accountById(ledger, accountId);
      const worker = account?.workers.find((w) => w.id === workerId);
      if (!worker) return notFound('No such worker.');
      const days = period(ledger, request);
      if (!days) return badPeriod();
      return file(miningWorkerCsv(ledger, days, worker), 'text/csv; charset=utf-8', `worker-${worker.id}.csv`);
    }),

    // ------------------------------------------------------------------ i18n and build
    http.get('*/internal/i18n/:locale/:namespace', async ({ params }) => {
      const locale = String(params.locale);
      const namespace = String(params.namespace);
      const messages =
        /^[a-z]{2}(-[a-z]{2})?$/.test(locale) && /^[a-z][a-z0-9-]{0,63}$/.test(namespace)
          ? await localeMessages(locale, namespace)
          : undefined;
      if (!messages) return notFound(`No messages for ${locale}/${namespace}.`);
      return HttpResponse.json(LocaleMessages.parse(messages) as Record<string, unknown>, {
        headers: { 'Cache-Control': 'public, max-age=3600' },
      });
    }),
    http.get('*/internal/build-manifest.json', () =>
      HttpResponse.json(BuildManifest.parse(DEMO_BUILD) as Record<string, unknown>, { headers: { 'Cache-Control': 'no-cache' } }),
    ),
  ];
}
