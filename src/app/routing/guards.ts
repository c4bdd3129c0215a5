/**
 * The guards every table route runs before it loads (spec section 2): region feature flags and
 * region-specific paths, redirects, login-required, guest-only and link-only pages. While the start-up is still
 * learning the session (issue 17: the shell draws before GET /v2/settings answers), the login-required and
 * guest-only checks wait for it, so a page never sends a user to login on a guess: they move from `beforeLoad` to
 * the route's loader (`guardSessionWhenKnown`), which the router runs once every `beforeLoad` is done, so the shell
 * (the root route) draws meanwhile and the route shows its loader in it.
 */
import { notFound, redirect } from '@tanstack/react-router';
import { currentRegion } from '../../lib/region/current-region';
import { guestOnlyRedirects } from '../../lib/routing/route-rules';
import { loginPath, safeRedirectPath } from '../../lib/navigation/safe-redirect';
import { sessionStatus, whenSessionSettled } from '../../lib/session/session-status';
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

const dependsOnSession = (entry: RouteEntry) => entry.access === 'login' || entry.access === 'guest';
const sessionLoading = () => sessionStatus.get().state === 'loading';

export function guardRoute(entry: RouteEntry, location: GuardLocation): void | Promise<void> {
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

  if (!(dependsOnSession(entry) && sessionLoading())) guardSession(entry, location, prefix);
  else if (entry.access === 'login' && !session.isLoggedIn()) {
    // A guest by the cookies on a login-required path: wait here, before this path's own redirects and rules, so the
    // login's return path is the one asked for (a section redirect first would change it).
    return whenSessionSettled().then(() => {
      guardSession(entry, location, prefix);
      guardRedirects(entry, location, prefix);
    });
  }
  // Otherwise, while the session loads, its checks wait in the loader (guardSessionWhenKnown): the page draws in the shell.
  guardRedirects(entry, location, prefix);
}

function guardRedirects(entry: RouteEntry, location: GuardLocation, prefix: string): void {
  if (entry.access === 'link' && !cameByLink(location)) throw redirect({ href: `${prefix}/auth` });
  if (entry.kind === 'redirect' && entry.to && entry.to.startsWith('/')) {
    const query = KEEPS_QUERY.has(entry.path) ? location.searchStr : '';
    throw redirect({ href: prefix + entry.to + query });
  }
}

/**
 * The route's loader: when `guardRoute` ran before the session was known, the login-required and guest-only checks
 * run here once it is (answered, or failed: then the persisted fields decide, as before the app asked).
 */
export function guardSessionWhenKnown(entry: RouteEntry, location: GuardLocation): void | Promise<void> {
  if (!dependsOnSession(entry) || !sessionLoading()) return;
  return whenSessionSettled().then(() => guardSession(entry, location, localePrefix(location.pathname)));
}

function guardSession(entry: RouteEntry, location: GuardLocation, prefix: string): void {
  const loggedIn = session.isLoggedIn();
  const here = location.pathname + location.searchStr;
  if (entry.access === 'login' && !loggedIn) {
    // The login page keeps the page's language; a login-required auth page (scopes, phone) keeps its return path too.
    const href = entry.path.startsWith('/auth/')
      ? `${prefix}/auth?redirect=${encodeURIComponent(safeRedirectPath(here))}`
      : loginPath(here, prefix);
    throw redirect({ href });
  }
  if (entry.access === 'guest' && guestOnlyRedirects(entry.path, loggedIn, location.search)) throw redirect({ href: prefix || '/' });
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
