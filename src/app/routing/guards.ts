/**
 * The guards every table route runs before it loads (spec section 2): region feature flags and
 * region-specific paths, redirects, login-required, guest-only and link-only pages.
 */
import { notFound, redirect } from '@tanstack/react-router';
import { currentRegion } from '../../lib/region/current-region';
import { guestOnlyRedirects } from '../../lib/routing/route-rules';
import { loginPath, safeRedirectPath } from '../../lib/navigation/safe-redirect';
import { session } from '../../lib/session/session-store';
import type { RouteEntry } from '../../lib/routing/route-table';

export interface GuardLocation {
  pathname: string;
  searchStr: string;
  search: Record<string, unknown>;
  state?: unknown;
}

/** The locale prefix of the current URL, kept on every redirect. */
export function localePrefix(pathname: string): string {
  const first = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)?.[1];
  return first && currentRegion().locales.includes(first) ? `/${first}` : '';
}

/** Queries some redirects keep (spec: codes keeps the query, trading-data history keeps it). */
const KEEPS_QUERY = new Set(['/codes', '/trading-data/history']);

export function guardRoute(entry: RouteEntry, location: GuardLocation): void {
  const region = currentRegion();
  const prefix = localePrefix(location.pathname);

  if (entry.feature && region.features[entry.feature]?.enabled === false) throw notFound();
  if (entry.region === 'australia' && region.id !== 'australia') throw notFound();
  if (entry.region === 'not-australia' && region.id === 'australia') {
    throw redirect({
      href: prefix + location.pathname.slice(prefix.length).replace(/^\/auto-invest/, '/auto-buy') + location.searchStr,
      statusCode: 301,
    });
  }

  const loggedIn = session.isLoggedIn();
  const here = location.pathname + location.searchStr;
  if (entry.access === 'login' && !loggedIn) {
    // The login page keeps the page's language; a login-required auth page (scopes, phone) keeps its return path too.
    const href = entry.path.startsWith('/auth/')
      ? `${prefix}/auth?redirect=${encodeURIComponent(safeRedirectPath(here))}`
      : loginPath(here, prefix);
    throw redirect({ href });
  }
  if (entry.access === 'guest' && guestOnlyRedirects(entry.path, loggedIn)) throw redirect({ href: prefix || '/' });
  if (entry.access === 'link' && !cameByLink(location)) throw redirect({ href: `${prefix}/auth` });

  if (entry.kind === 'redirect' && entry.to && entry.to.startsWith('/')) {
    const query = KEEPS_QUERY.has(entry.path) ? location.searchStr : '';
    throw redirect({ href: prefix + entry.to + query });
  }
}

/**
 * Link-only pages open from an in-app flow (router state `viaLink`) or from a link that carries its
 * purpose in the query (an e-mail or a token); typed in by hand they go to the login page.
 */
function cameByLink(location: GuardLocation): boolean {
  const state = location.state as { viaLink?: boolean } | undefined;
  if (state?.viaLink) return true;
  return ['token', 'email', 'phone', 'hash', 'id'].some((key) => key in location.search);
}
