/** A route's texts and its area's navigation, for the area pages. */
import { useRouterState } from '@tanstack/react-router';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { currentRegion } from '../region/current-region';
import { useSessionSnapshot } from '../session/session-store';
import { offeredInRegion } from './route-availability';
import { RouteEntryContext } from './route-entry-context';
import { routeKey } from './route-keys';
import { ROUTES, type RouteEntry } from './route-table';

/** The `pages` namespace texts of the current route. */
export function usePageText(explicit?: RouteEntry): { title: string; lead: string } {
  const { t } = useTranslation('pages');
  const entry = useEntry(explicit);
  const key = routeKey(entry.path);
  return { title: t(`${key}.title`), lead: t(`${key}.lead`) };
}

/**
 * Current path without the locale prefix, and the prefix to put back on links. Read from the router's location,
 * so that a screen re-renders when the app moves (the browser's location is only read outside a router).
 */
export function useLocalizedPath(): { prefix: string; path: string } {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return localizedPath(pathname);
}

export function localizedPath(pathname: string): { prefix: string; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const prefix = match && currentRegion().locales.includes(match[1]!) ? `/${match[1]}` : '';
  return { prefix, path: pathname.slice(prefix.length) || '/' };
}

/**
 * Sibling pages of the route's area: same group and same first path segment, without params, reachable
 * in this region and for this user, in table order.
 */
export function useAreaNav(explicit?: RouteEntry): { href: string; label: string; current: boolean }[] {
  const { t } = useTranslation('pages');
  const entry = useEntry(explicit);
  const session = useSessionSnapshot();
  const region = currentRegion();
  const { path } = useLocalizedPath();
  const area = entry.path.split('/')[1];
  return ROUTES.filter(
    (r) =>
      r.kind === 'page' &&
      r.group === entry.group &&
      r.path.split('/')[1] === area &&
      !r.path.includes(':') &&
      r.access !== 'link' &&
      !(r.access === 'guest' && session.loggedIn) &&
      offeredInRegion(r, region),
  ).map((r) => ({
    // Without the locale: the link puts the current one back.
    href: r.path,
    label: t(`${routeKey(r.path)}.nav`, { defaultValue: t(`${routeKey(r.path)}.title`) }),
    current: r.path === path || r.path === entry.path,
  }));
}

function useEntry(explicit: RouteEntry | undefined): RouteEntry {
  const fromContext = useContext(RouteEntryContext);
  const entry = explicit ?? fromContext;
  if (!entry) throw new Error('No route entry: pass one or render inside a table route');
  return entry;
}
