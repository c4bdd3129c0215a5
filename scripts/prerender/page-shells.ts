/**
 * Page shells (issue 18): for the pages a visitor most often lands on, a copy of index.html at the page's own path
 * (`en/markets/index.html`) whose #root already holds what the page first shows: the header's brand and the page's
 * title and lead, in the page's language. The browser paints them from the HTML and the stylesheet alone, so the
 * page's largest text (its LCP element) no longer waits for the script, the texts and the page's chunk. The app
 * draws into #root, hidden while the shell is there (app.css), and the shell gives way the moment the app's page
 * has its heading (src/lib/loading/page-shell.ts): the same elements, never a blank or a spinner in between.
 * The default market's trade page has its header as its shell: the pair, the trading types and the figures' labels,
 * their values empty until the market comes; `npm run serve`, with the exchange behind it, fills them in per request
 * (scripts/serve/served-figures.ts), so the last price is painted from the HTML.
 *
 * The markup copies the app's own (AppShell, SiteHeader, AreaPage, MarketsPage, HomePage: same classes, same texts,
 * same sizes); e2e/page-shells.spec.ts checks, page by page, that the app then shows the same title and lead.
 * Texts come from the locale files; the home page's lead names the region's fiat currencies: those of the build's
 * region (VITE_REGION, as the app reads it), else global's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRegionId, regions } from '../../regions/regions.ts';
import type { RegionConfig } from '../../regions/region-schema.ts';
import type { HeaderFigureTexts } from '../../src/features/trade/header-figures.ts';
import { BRAND_MARK } from '../../src/ui/brand-mark.ts';

type Layout = 'home' | 'markets' | 'area' | 'trade';

/** The trade header's figures, as the shell names their places. */
export type ServedFigure = keyof HeaderFigureTexts;

interface ShellPage {
  /** The route's path without the locale prefix. */
  readonly path: string;
  readonly layout: Layout;
  /** The region feature the route needs (no shell where the region turns it off). */
  readonly feature?: keyof RegionConfig['features'];
}

/** The landing pages with a shell: the home page, the markets, convert, the balance and the default market's trade page. */
export const SHELL_PAGES: readonly ShellPage[] = [
  { path: '/', layout: 'home' },
  { path: '/markets', layout: 'markets' },
  { path: '/convert', layout: 'area', feature: 'convert' },
  { path: '/balance', layout: 'area' },
  // The trade page of the default market (the home page's and the menu's Trade): the other pairs have no shell.
  { path: '/trade/BTC-USDT', layout: 'trade' },
];

export interface PageShell {
  /** Where the shell goes in the build, e.g. `en/markets/index.html`. */
  readonly fileName: string;
  readonly html: string;
}

type Texts = (namespace: string) => Record<string, unknown>;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function text(texts: Texts, namespace: string, key: string, values: Record<string, string> = {}): string {
  let value: unknown = texts(namespace);
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`page shells: no text ${namespace}:${key}`);
  return escapeHtml(value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? ''));
}

function siteHeader(texts: Texts, prefix: string): string {
  const { viewBox, size, square, stroke } = BRAND_MARK;
  return (
    `<header class="site-header"><a class="brand" aria-label="${text(texts, 'common', 'brand.home')}" href="${prefix || '/'}">` +
    `<svg viewBox="${viewBox}" width="${size}" height="${size}" aria-hidden="true">` +
    `<rect width="${square.size}" height="${square.size}" rx="${square.radius}" fill="${square.fill}"></rect>` +
    `<path d="${stroke.d}" fill="none" stroke="${stroke.color}" stroke-width="${stroke.width}" stroke-linecap="round" stroke-linejoin="round"></path>` +
    `</svg><span class="brand__name">${text(texts, 'common', 'brand.name')}</span></a></header>`
  );
}

/**
 * The trade page's header before its market is known: the pair, the trading types every market has, the figures'
 * labels with their values' lines kept empty, and the stream's status (TradeScreen, MarketHeader, LiveStatus).
 */
function tradeHeader(page: ShellPage, texts: Texts, prefix: string): string {
  const pair = page.path.split('/').pop()!;
  const [stock = '', money = ''] = pair.split('-');
  const shown = `${stock}/${money}`;
  const t = (key: string, values?: Record<string, string>) => text(texts, 'trade', key, values);
  // Each value's place says which figure it is (data-served): a server with the exchange behind it fills them in
  // (scripts/serve/served-figures.ts).
  const figure = (key: ServedFigure, label: string, labelClass = '', valueClass = '') =>
    `<div><dt${labelClass && ` class="${labelClass}"`}>${label}</dt><dd${valueClass && ` class="${valueClass}"`} data-served="${key}">&nbsp;</dd></div>`;
  return (
    `<div class="trade-page" data-kind="spot" data-served-pair="${escapeHtml(pair)}"><h1 class="visually-hidden">${t('heading', { pair: shown, kind: t('kinds.spot') })}</h1>` +
    `<section class="trade-header" aria-label="${t('header.label')}">` +
    `<div class="market-selector"><button type="button" class="market-selector__toggle"><span class="market-selector__pair">${escapeHtml(shown)}</span><span aria-hidden="true">▾</span></button></div>` +
    `<nav class="segmented trade-kinds" aria-label="${t('kinds.label')}"><a aria-current="page" class="is-active" href="${prefix}/trade/${escapeHtml(pair)}">${t('kinds.spot')}</a>` +
    `<a class="trade-kinds__futures" href="${prefix}/trade/${escapeHtml(stock)}-PERP">${t('kinds.futures')}</a></nav>` +
    `<dl class="trade-header__figures">${figure('last', t('header.last'), 'visually-hidden', 'trade-header__last')}${figure('change', t('header.change'))}` +
    `${figure('high', t('header.high'))}${figure('low', t('header.low'))}${figure('baseVolume', t('header.volume', { ticker: stock }))}` +
    `${figure('quoteVolume', t('header.volume', { ticker: money }))}</dl>` +
    `<div class="live-status live-status--connecting trade-header__status"><span class="live-status__dot" aria-hidden="true"></span>` +
    `<span class="live-status__headline">${text(texts, 'common', 'liveStatus.connecting')}</span></div></section></div>`
  );
}

function pageContent(page: ShellPage, texts: Texts, region: RegionConfig, prefix: string): string {
  if (page.layout === 'trade') return tradeHeader(page, texts, prefix);
  const key = page.path === '/' ? 'home' : page.path.slice(1);
  const title = text(texts, 'pages', `${key}.title`);
  switch (page.layout) {
    case 'home':
      return `<div class="home"><section class="hero"><h1>${title}</h1><p>${text(texts, 'home', 'hero.lead', { fiat: region.fiatCurrencies.join(', ') })}</p></section></div>`;
    case 'markets':
      return `<section class="page markets-page"><header class="page__header"><h1>${title}</h1><p class="page__lead">${text(texts, 'pages', `${key}.lead`)}</p></header></section>`;
    case 'area':
      return `<section class="page area-page"><header class="page__header area-page__header"><div><h1>${title}</h1><p class="page__lead">${text(texts, 'pages', `${key}.lead`)}</p></div></header></section>`;
  }
}

/** The shells of every page of SHELL_PAGES in every language of the region, from the built index.html. */
export function pageShells(indexHtml: string, options: { localesDir: string; regionId?: string }): PageShell[] {
  if (!indexHtml.includes('<div id="root"></div>')) throw new Error('page shells: index.html has no empty #root');
  const region = regions[isRegionId(options.regionId) ? options.regionId : 'global'];
  const shells: PageShell[] = [];
  for (const locale of region.locales) {
    const cache = new Map<string, Record<string, unknown>>();
    const texts: Texts = (namespace) => {
      let loaded = cache.get(namespace);
      if (!loaded) {
        loaded = JSON.parse(readFileSync(join(options.localesDir, locale, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
        cache.set(namespace, loaded);
      }
      return loaded;
    };
    const prefix = `/${locale}`;
    for (const page of SHELL_PAGES) {
      const flag = page.feature ? region.features[page.feature] : undefined;
      if (flag && (!flag.enabled || flag.hide)) continue;
      const shell =
        `<div id="page-shell" class="app app--default" data-layout="default">${siteHeader(texts, prefix)}` +
        `<main class="app__main">${pageContent(page, texts, region, prefix)}</main></div>`;
      const html = indexHtml
        .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
        .replace('<div id="root"></div>', `${shell}<div id="root"></div>`);
      shells.push({ fileName: `${locale}${page.path === '/' ? '' : page.path}/index.html`, html });
    }
  }
  return shells;
}
