/**
 * /markets and /futures (lazy chunk): the listing's query lives in the URL. The routes validate it
 * (an invalid value redirects to the bare listing); this page reads it and writes every change back through
 * the router, so the back button, reloads and shared links show the same view.
 */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { FuturesSearch, MarketsSearch } from '../../lib/routing/route-rules';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { usePageText } from '../../lib/routing/use-area';
import { FuturesPage } from './futures-page';
import type { FuturesQuery } from './listing-query';
import { MarketsPage } from './markets-page';

export default function MarketsRoutePage() {
  const entry = useRouteEntry();
  const { title, lead } = usePageText();
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  // A filter change is a new history entry; typing in the search box replaces the current one.
  const write = useCallback(
    (next: Record<string, unknown>, options?: { replace?: boolean }) =>
      void navigate({ to: '.', search: next as never, replace: options?.replace ?? false, resetScroll: false }),
    [navigate],
  );

  if (entry.path === '/futures') {
    const parsed = FuturesSearch.safeParse(raw);
    const query: FuturesQuery = parsed.success ? { sort: parsed.data.sort, sortBy: parsed.data.sortBy } : {};
    // The futures rule checks only sort and sortBy: other parameters (a webview flag, campaign tags) stay.
    const { sort: _sort, sortBy: _sortBy, ...others } = raw;
    return (
      <FuturesPage query={query} onQueryChange={(next, options) => write({ ...others, ...next }, options)} title={title} lead={lead} />
    );
  }
  const parsed = MarketsSearch.safeParse(raw);
  return <MarketsPage query={parsed.success ? parsed.data : {}} onQueryChange={write} title={title} lead={lead} />;
}
