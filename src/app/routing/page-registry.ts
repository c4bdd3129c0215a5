/**
 * Which area module serves each route of the table. Each module's default export is a page that
 * reads its route entry (useRouteEntry) and renders that route's screen; modules load lazily, one chunk each.
 * An area may name the translation namespaces its first screen uses: they load with its chunk, so the page
 * suspends once rather than once per namespace (React holds each reveal of suspended content ~300 ms). Areas
 * whose first screen is a form name `form-issues`, the messages of the contract's rules (src/lib/forms).
 */
import type { JSX } from 'react';
import { i18next } from '../../lib/i18n/i18n';
import { yieldToBrowser } from '../../lib/loading/yield-to-browser';
import type { RouteEntry } from '../../lib/routing/route-table';

type Loader = () => Promise<{ default: () => JSX.Element }>;

interface Area {
  match: (path: string) => boolean;
  load: Loader;
  namespaces?: string[];
  /**
   * Modules the area imports that are loaded and evaluated first, each as it arrives rather than all in one task:
   * the generated clients of a tag build every response schema of it when evaluated, and an area's whole graph in
   * one task was a long task on a slow phone (the balance page's was 170 ms at 4x CPU, issue 18).
   */
  parts?: (() => Promise<unknown>)[];
}

// Generated clients that areas name as parts.
const profileClient = () => import('../../../generated/api/profile/profile');
const balancesClient = () => import('../../../generated/api/balances/balances');

const AREAS: Area[] = [
  { match: (p) => p === '/', load: () => import('../../features/home/home-route-page'), namespaces: ['home'] },
  {
    match: (p) => p === '/markets' || p === '/futures',
    load: () => import('../../features/markets/markets-route-page'),
    namespaces: ['markets'],
  },
  { match: (p) => p.startsWith('/trade'), load: () => import('../../features/trade/trade-route-page'), namespaces: ['trade'] },
  {
    match: (p) => p.startsWith('/convert'),
    load: () => import('../../features/convert/convert-page'),
    parts: [profileClient, () => import('../../../generated/api/markets/markets'), balancesClient],
  },
  { match: (p) => p === '/earn' || p.startsWith('/earn/'), load: () => import('../../features/earn/earn-page') },
  { match: (p) => p.startsWith('/auth'), load: () => import('../../features/auth/auth-page'), namespaces: ['form-issues'] },
  { match: (p) => p.startsWith('/settings'), load: () => import('../../features/settings/settings-page'), namespaces: ['form-issues'] },
  { match: (p) => p.startsWith('/history'), load: () => import('../../features/history/history-page') },
  {
    match: (p) => p.startsWith('/balance'),
    load: () => import('../../features/balance/balance-page'),
    parts: [profileClient, balancesClient, () => import('../../../generated/api/earn-flex/earn-flex')],
  },
  {
    match: (p) => /^\/(deposit|withdraw|express-withdraw|addresses-history|payment)(\/|$)/.test(p),
    load: () => import('../../features/funds/funds-page'),
    namespaces: ['form-issues'],
  },
  { match: (p) => /^\/(intro|verification)(\/|$|-)/.test(p), load: () => import('../../features/verification/verification-page') },
  { match: (p) => p.startsWith('/codes'), load: () => import('../../features/codes/codes-page'), namespaces: ['codes', 'form-issues'] },
  { match: (p) => p.startsWith('/analytics'), load: () => import('../../features/analytics/analytics-page') },
  { match: (p) => p.startsWith('/activities'), load: () => import('../../features/activities/activities-page') },
  {
    match: (p) => p.startsWith('/gift-cards'),
    load: () => import('../../features/gift-cards/gift-cards-page'),
    namespaces: ['gift-cards', 'form-issues'],
  },
  { match: (p) => p.startsWith('/mining-pool'), load: () => import('../../features/mining-pool/mining-pool-page') },
  { match: (p) => p.startsWith('/p2p-express'), load: () => import('../../features/p2p-express/p2p-express-page') },
  {
    match: (p) => p.startsWith('/quicksend'),
    load: () => import('../../features/quicksend/quicksend-page'),
    namespaces: ['quicksend', 'form-issues'],
  },
  { match: (p) => /^\/(trading-data|funding-history)(\/|$)/.test(p), load: () => import('../../features/trading-data/trading-data-page') },
  { match: (p) => p.startsWith('/trading-competition'), load: () => import('../../features/competitions/competitions-page') },
  { match: (p) => p.startsWith('/launchpad'), load: () => import('../../features/launchpad/launchpad-page') },
  { match: (p) => /^\/(assets|assets-latest)(\/|$)/.test(p), load: () => import('../../features/assets/assets-page') },
  { match: (p) => /^\/(affiliate|referral)(\/|$)/.test(p), load: () => import('../../features/affiliate/affiliate-page') },
  { match: (p) => /^\/(auto-invest|auto-buy)(\/|$)/.test(p), load: () => import('../../features/auto-invest/auto-invest-page') },
  {
    match: (p) => p.startsWith('/otc-desk'),
    load: () => import('../../features/otc-desk/otc-desk-page'),
    namespaces: ['otc', 'form-issues'],
  },
  { match: (p) => p.startsWith('/support'), load: () => import('../../features/support/support-page') },
  {
    match: (p) => /^\/(wb-card|crypto-card|wb-nova-card)(\/|$)/.test(p),
    load: () => import('../../features/card/card-page'),
  },
  {
    match: (p) => /^\/(wbt|burn|wb-soul|institutional-loan|lifecell-bonus-center|lifecell-promo|crypto-borrow|vip-program)(\/|$)/.test(p),
    load: () => import('../../features/products/products-page'),
    // Its forms write the catalogue's failed-to-fetch message on the form itself, synchronously.
    namespaces: ['products', 'errors', 'form-issues'],
  },
  { match: () => true, load: () => import('../../features/info/info-page') },
];

export function pageLoader(entry: RouteEntry): Loader {
  const area = AREAS.find((candidate) => candidate.match(entry.path))!;
  const namespaces = area.namespaces;
  const parts = area.parts;
  const load: Loader = parts
    ? async () => {
        // Asked for together (no waterfall), each evaluated as it arrives; the area's own code after them.
        await Promise.all(parts.map((part) => part()));
        await yieldToBrowser();
        return area.load();
      }
    : area.load;
  if (!namespaces) return load;
  return () => Promise.all([load(), i18next.loadNamespaces(namespaces)]).then(([module]) => module);
}
