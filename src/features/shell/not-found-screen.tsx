/**
 * The 404 screen (spec section 2): a large status, the title, a text with the support mailbox, the way back
 * to the main page, up to three "did you mean" links, and for a sub-account session the switch back to the
 * main account (showing its id). Crawlers get no error page. The pages to suggest are the route table's fixed ones and
 * the sitemap's (listSitemapUrls: the markets, assets and other pages with a parameter), once it has been read.
 */
import { useTranslation } from 'react-i18next';
import { useListSitemapUrls } from '../../../generated/api/internal/internal';
import { useRegion } from '../../lib/region/current-region';
import { isCrawler } from '../../lib/routing/crawler';
import { offeredInRegion } from '../../lib/routing/route-availability';
import { ROUTES } from '../../lib/routing/route-table';
import { similarPages } from '../../lib/routing/similar-pages';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { SwitchToMainAccount } from './switch-to-main-account';
import { AppLink, PageLink } from '../../ui/app-link';

const LINKABLE_PAGES = ROUTES.filter((r) => r.kind === 'page' && !r.path.includes(':') && r.access !== 'link');

export function NotFoundScreen({ path = typeof location === 'undefined' ? '/' : location.pathname }: { path?: string }) {
  const { t } = useTranslation('common');
  const region = useRegion();
  const session = useSessionSnapshot();
  const crawler = isCrawler();
  // The suggestions do without it until (or unless) it answers: the screen never waits for it.
  const sitemap = useListSitemapUrls({ query: { enabled: !crawler, staleTime: Infinity, retry: false } });
  if (crawler) return null;
  // Only pages this region offers: a suggestion must not lead to another 404 (or to a hidden feature).
  const known = [
    ...new Set([...LINKABLE_PAGES.filter((r) => offeredInRegion(r, region)).map((r) => r.path), ...(sitemap.data ?? []).map((u) => u.loc)]),
  ];
  const suggestions = similarPages(path.replace(/^\/[a-z]{2}(?=\/)/, ''), known);
  return (
    <section className="error-screen" aria-labelledby="error-title" data-testid="not-found">
      <p className="error-screen__status" aria-hidden="true">
        404
      </p>
      <h1 id="error-title">{t('notFound.title')}</h1>
      <p>
        {t('notFound.text')} <a href={`mailto:${region.mailboxes.support}`}>{region.mailboxes.support}</a>
      </p>
      {suggestions.length > 0 && (
        <nav aria-label={t('notFound.didYouMean')} className="error-screen__suggestions">
          <p>{t('notFound.didYouMean')}</p>
          <ul>
            {suggestions.map((href) => (
              <li key={href}>
                <PageLink href={href}>{href}</PageLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="error-screen__actions">
        <AppLink className="button" to="/">
          {t('notFound.backToMain')}
        </AppLink>
        {session.mainAccountExternalId && <SwitchToMainAccount mainAccountId={session.mainAccountExternalId} />}
      </div>
    </section>
  );
}
