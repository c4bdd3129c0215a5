/**
 * The rules some table routes add to the table's guards (spec section 2): params and queries checked,
 * normalised or redirected, and what a route starts loading early. Keyed by the route's path in the route
 * table; the pure rules live in src/lib/routing/route-rules.ts, and this module only wires them to the router.
 */
import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import type { ZodMiniType } from 'zod/mini';
import { runtimeConfig } from '../../lib/config/runtime-config';
import { lastTradePair } from '../../lib/routing/last-pair';
import {
  CLOSED_ACCESS_PROVIDERS,
  CODE_STATUSES,
  COMPETITION_STATUSES,
  defaultTradePair,
  EARN_TABS,
  earnPlanRedirect,
  FuturesSearch,
  MarketsSearch,
  miningParamsValid,
  needsSlugNormalisation,
  normalizeSlug,
  p2pFlowId,
  validListingQuery,
} from '../../lib/routing/route-rules';
import { storeRegistrationLink } from '../../lib/session/registration-link';
import { storeResetToken } from '../../lib/session/reset-token';
import { localePrefix } from './guards';
import { normalizeSlugParam, type RuleContext } from './table-route';

export interface PathRule {
  /** Runs after the table's guards; throws a redirect or notFound. */
  rule?: (context: RuleContext) => void;
  /** The route's search, as the page reads it. */
  validateSearch?: (search: Record<string, unknown>) => Record<string, unknown>;
  /** Starts what the page will need while its code loads; not awaited. */
  prefetch?: (queryClient: QueryClient) => void;
}

/** /markets and /futures: any invalid listing query value goes back to the bare listing. */
function listingRule<T>(path: '/markets' | '/futures', schema: ZodMiniType<T>): NonNullable<PathRule['rule']> {
  return ({ location }) => {
    if (!validListingQuery(schema, location.search).ok) throw redirect({ href: `${localePrefix(location.pathname)}${path}` });
  };
}

/** A fixed or flexible earn plan: a slug or amount in a legacy form moves (301) to the canonical one. */
const earnPlanRule: PathRule = {
  rule: ({ params, location }) => {
    const amount = location.search.amount === undefined ? undefined : String(location.search.amount);
    const next = earnPlanRedirect(params.slug ?? '', amount);
    if (!next) return;
    const search = new URLSearchParams(location.searchStr);
    if (next.amount !== undefined) search.set('amount', next.amount);
    const query = search.toString();
    throw redirect({ href: `${location.pathname.replace(/[^/]+$/, next.slug)}${query ? `?${query}` : ''}`, statusCode: 301 });
  },
};

/** The mining pool's optional mode and watcher-link segments must be ones the pool knows. */
const miningRule: PathRule = {
  rule: ({ params }) => {
    if (!miningParamsValid(params.mode, params.watcherLinkId)) throw notFound();
  },
};

/** A P2P Express step past the amount: only inside a started flow (its draft order, and for the confirmation its card). */
const p2pStepRule =
  (direction: 'deposit' | 'withdraw', step: 'add-card' | 'confirmation'): NonNullable<PathRule['rule']> =>
  ({ location }) => {
    const prefix = localePrefix(location.pathname);
    const order = p2pFlowId(location.search.order);
    if (order === undefined) throw redirect({ href: `${prefix}/p2p-express/${direction}/amount` });
    if (step === 'confirmation' && p2pFlowId(location.search.card) === undefined)
      throw redirect({ href: `${prefix}/p2p-express/${direction}/add-card?order=${order}` });
  };

const RULES: Readonly<Record<string, PathRule>> = {
  '/markets': {
    rule: listingRule('/markets', MarketsSearch),
    // The page reads its query from the router: only the valid part (after the rule, all of it).
    validateSearch: (search) => {
      const result = validListingQuery(MarketsSearch, search);
      return result.ok ? result.value : {};
    },
  },
  '/futures': { rule: listingRule('/futures', FuturesSearch) },
  // /trade without a pair: the last pair, or the default pair (the perpetual when `type=futures`).
  '/trade': {
    rule: ({ location }) => {
      const type = typeof location.search.type === 'string' ? location.search.type : undefined;
      throw redirect({
        href: `${localePrefix(location.pathname)}/trade/${defaultTradePair(lastTradePair(), type)}${type === 'futures' ? '?type=futures' : ''}`,
      });
    },
  },
  // A pair in lower case or with underscores moves (301) to its upper-case dash form; the markets list (the
  // pair's rules) starts loading with the page's code.
  '/trade/:pair': {
    rule: ({ params, location }) => {
      const pair = params.pair ?? '';
      if (needsSlugNormalisation(pair)) {
        throw redirect({ href: `${localePrefix(location.pathname)}/trade/${normalizeSlug(pair)}${location.searchStr}`, statusCode: 301 });
      }
    },
    prefetch: (queryClient) =>
      void import('../../features/trade/use-trade-market').then((module) => module.prefetchTradeMarkets(queryClient)),
  },
  '/assets/:slug': { rule: normalizeSlugParam('slug') },
  '/funding-history/:pair': { rule: normalizeSlugParam('pair') },
  '/history/main/investments-flexible/:slug': { rule: normalizeSlugParam('slug') },
  '/auth/register/consent': {
    rule: ({ location }) => {
      const provider = location.search.provider;
      if (provider !== undefined && !(CLOSED_ACCESS_PROVIDERS as readonly string[]).includes(String(provider))) throw notFound();
    },
  },
  // The e-mailed registration link's code leaves the address bar at once, like the reset token; the page confirms it.
  '/auth/register': {
    rule: ({ location }) => {
      const search = new URLSearchParams(location.searchStr);
      const code = search.get('confirmation');
      if (code === null) return;
      storeRegistrationLink(code);
      search.delete('confirmation');
      const query = search.toString();
      throw redirect({ href: `${location.pathname}${query ? `?${query}` : ''}` });
    },
  },
  // The reset token leaves the address bar at once: it is kept for the form, not in history.
  '/auth/reset-password': {
    rule: ({ location }) => {
      const token = location.search.token;
      if (token === undefined) return;
      storeResetToken(String(token));
      const search = new URLSearchParams(location.searchStr);
      search.delete('token');
      const query = search.toString();
      throw redirect({ href: `${location.pathname}${query ? `?${query}` : ''}` });
    },
  },
  '/auth/scopes': {
    rule: ({ location }) => {
      if (!location.search.clientId && !location.search.client_id)
        throw redirect({ href: `${localePrefix(location.pathname) || ''}/${location.searchStr}` });
    },
  },
  '/auth/sub-account/verify': {
    rule: ({ location }) => {
      if (!String(location.search.token ?? '').trim())
        throw redirect({ href: `${localePrefix(location.pathname)}/auth${location.searchStr}` });
    },
  },
  '/codes/:status': {
    rule: ({ params, location }) => {
      const invalid = !(CODE_STATUSES as readonly string[]).includes(params.status ?? '');
      const emptyCode = 'code' in location.search && String(location.search.code ?? '').trim() === '';
      if (invalid || emptyCode) throw redirect({ href: `${localePrefix(location.pathname)}/codes/all` });
    },
  },
  // A success page is about what was just done: without it (a bookmark, a reload after the query was lost) the form.
  '/codes/create/success': {
    rule: ({ location }) => {
      if (!String(location.search.code ?? '').trim()) throw redirect({ href: `${localePrefix(location.pathname)}/codes/create` });
    },
  },
  '/codes/activate/success': {
    rule: ({ location }) => {
      if (!String(location.search.amount ?? '').trim()) throw redirect({ href: `${localePrefix(location.pathname)}/codes/activate` });
    },
  },
  '/codes/packages/generate': {
    rule: ({ location }) => {
      if (!/^\d+$/.test(String(location.search.id ?? ''))) throw redirect({ href: `${localePrefix(location.pathname)}/codes/packages` });
    },
  },
  '/deposit/confirmation/travel-rule': {
    rule: ({ location }) => {
      if (!String(location.search.transactionId ?? '').trim()) throw redirect({ href: `${localePrefix(location.pathname)}/deposit` });
    },
  },
  '/earn': {
    rule: ({ location }) => {
      const tab = location.search.tab;
      if (tab !== undefined && !(EARN_TABS as readonly string[]).includes(String(tab))) throw redirect({ href: location.pathname });
    },
  },
  '/earn/crypto-lending/create/fixed/:slug': earnPlanRule,
  '/earn/crypto-lending/create/flex/:slug': earnPlanRule,
  // Page-editor pages exist only where the editor is configured.
  '/m/:page': {
    rule: () => {
      if (!runtimeConfig.builderKey) throw notFound();
    },
  },
  '/p2p-express/deposit/add-card': { rule: p2pStepRule('deposit', 'add-card') },
  '/p2p-express/deposit/confirmation': { rule: p2pStepRule('deposit', 'confirmation') },
  '/p2p-express/withdraw/add-card': { rule: p2pStepRule('withdraw', 'add-card') },
  '/p2p-express/withdraw/confirmation': { rule: p2pStepRule('withdraw', 'confirmation') },
  '/payment/deposit': {
    rule: ({ location }) => {
      if (!String(location.search.transactionId ?? '').trim()) throw notFound();
    },
  },
  '/settings/api': {
    rule: ({ location }) => {
      throw redirect({ href: `${localePrefix(location.pathname)}/settings/api/api-keys` });
    },
  },
  '/trading-competition/overview/:status': {
    rule: ({ params }) => {
      if (!(COMPETITION_STATUSES as readonly string[]).includes(params.status ?? '')) throw notFound();
    },
  },
};

/** The rule of a table path, if it has one. */
export function pathRule(path: string): PathRule | undefined {
  return RULES[path] ?? (path.startsWith('/mining-pool/:mode?/:watcherLinkId?/:account') ? miningRule : undefined);
}
