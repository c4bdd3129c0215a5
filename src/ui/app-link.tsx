/**
 * The app's link: TanStack Router's link made with `createLink` over a plain anchor, so a click moves inside
 * the running app (no document load: the socket, the session and the chart stay), the target's chunk and data
 * are preloaded on intent, and a modified click (new tab, download) still gets a real href. `to` is an app path
 * without the locale (`/trade/BTC-USDT?type=margin#book`); the current URL's optional locale prefix
 * (`/tr`) is put in front, so a link never drops the language the person chose.
 */
import { createLink, useRouter } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { localePrefixOf } from '../lib/navigation/safe-redirect';
import { useLocalizedPath } from '../lib/routing/use-area';

/** An in-app path: absolute, without the locale prefix. */
export type AppPath = `/${string}`;

const RouterAnchor = createLink(
  forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(function RouterAnchor(props, ref) {
    return <a ref={ref} {...props} />;
  }),
);

export type AppLinkProps = { to: AppPath; replace?: boolean } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, replace, ...anchor }, ref) {
  const router = useRouter();
  const { prefix } = useLocalizedPath();
  const { pathname, search, hash } = splitPath(to);
  return (
    <RouterAnchor
      ref={ref}
      {...anchor}
      to={prefix + (pathname === '/' && prefix ? '' : pathname)}
      // The router's own parser, so that its serialiser writes the query back exactly as it was given.
      search={router.options.parseSearch(search)}
      hash={hash || undefined}
      replace={replace}
    />
  );
});

/** Path, query and fragment of an app path (without a base URL: the path is never resolved against the page). */
export function splitPath(to: string): { pathname: string; search: string; hash: string } {
  const hashAt = to.indexOf('#');
  const beforeHash = hashAt === -1 ? to : to.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  return {
    pathname: queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt),
    search: queryAt === -1 ? '' : beforeHash.slice(queryAt),
    hash: hashAt === -1 ? '' : to.slice(hashAt + 1),
  };
}

/**
 * A link whose target comes as data (a list of links, a server's or a region's URL): an app path, with or
 * without its locale prefix, moves inside the app; anything else (another host, mailto:) is a plain anchor.
 */
export function PageLink({ href, replace, ...anchor }: { href: string } & Omit<AppLinkProps, 'to'>) {
  if (!isAppPath(href)) return <a href={href} {...anchor} />;
  const withoutLocale = href.slice(localePrefixOf(href).length) || '/';
  return <AppLink to={(withoutLocale.startsWith('/') ? withoutLocale : `/${withoutLocale}`) as AppPath} replace={replace} {...anchor} />;
}

function isAppPath(href: string): href is AppPath {
  // `//host` and `/\host` are another host to a browser: those stay plain anchors (and are never routed).
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}
