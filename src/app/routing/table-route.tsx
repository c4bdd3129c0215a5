/**
 * Route options for a route of the table: its guards, and its page from the area module that serves it.
 * Routes with their own params or search rules (trade, markets, codes ...) add them (./path-rules.ts).
 */
import { lazyRouteComponent, redirect } from '@tanstack/react-router';
import type { JSX } from 'react';
import { needsSlugNormalisation, normalizeSlug } from '../../lib/routing/route-rules';
import { guardRoute, guardSessionWhenKnown, type GuardLocation } from './guards';
import { pageLoader } from './page-registry';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES, type RouteEntry } from '../../lib/routing/route-table';

const byPath = new Map(ROUTES.map((r) => [r.path, r]));

export function routeEntry(path: string): RouteEntry {
  const entry = byPath.get(path);
  if (!entry) throw new Error(`${path} is not in the route table`);
  return entry;
}

type PageComponent = (() => JSX.Element) & { displayName?: string; preload?: () => Promise<void> | undefined };
const components = new Map<string, PageComponent>();

/**
 * The page component of a table route: the area module, lazily loaded, told which route it serves. The router
 * loads it (with its namespaces) before it renders the route, as it does a loader, so the page does not
 * suspend: a suspended page shows its fallback, and React then holds the real page back for ~300 ms.
 */
export function tablePage(path: string): PageComponent {
  let component = components.get(path);
  if (!component) {
    const entry = routeEntry(path);
    const Page = lazyRouteComponent(pageLoader(entry));
    const created: PageComponent = function TableRoutePage() {
      return (
        <RouteEntryContext.Provider value={entry}>
          <Page />
        </RouteEntryContext.Provider>
      );
    };
    created.displayName = `Page(${path})`;
    created.preload = Page.preload;
    component = created;
    components.set(path, created);
  }
  return component;
}

export function tableRoute(path: string) {
  const entry = routeEntry(path);
  return {
    beforeLoad: ({ location }: { location: GuardLocation }) => guardRoute(entry, location),
    // While the start-up learns the session, the checks that depend on it wait here (./guards.ts).
    loader: ({ location }: { location: GuardLocation }) => guardSessionWhenKnown(entry, location),
    component: entry.kind === 'page' ? tablePage(path) : undefined,
  };
}

export interface RuleContext {
  location: GuardLocation;
  params: Record<string, string | undefined>;
}

/** A table route with one more rule of its own, run after the table's guards (redirects and not-found). */
export function tableRouteWith(path: string, rule: (context: RuleContext) => void) {
  const base = tableRoute(path);
  return {
    ...base,
    // The table's guards may wait for the session (./guards.ts): the rule runs after them.
    beforeLoad: (context: RuleContext) => {
      const waiting = base.beforeLoad(context);
      return waiting ? waiting.then(() => rule(context)) : rule(context);
    },
  };
}

/** The slug rule of spec section 2: a slug in lower case or with underscores moves to upper case with hyphens. */
export function normalizeSlugParam(param: string) {
  return ({ params, location }: RuleContext) => {
    const value = params[param];
    if (value !== undefined && needsSlugNormalisation(value)) {
      const encoded = encodeURIComponent(value);
      const at = location.pathname.lastIndexOf(`/${encoded}`);
      const href = `${location.pathname.slice(0, at)}/${normalizeSlug(value)}${location.pathname.slice(at + encoded.length + 1)}${location.searchStr}`;
      throw redirect({ href, statusCode: 301 });
    }
  };
}
