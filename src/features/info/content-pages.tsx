/**
 * Pages served by the headless-content proxy (/internal/hmd): /releases (the release-notes collection),
 * /releases/:slug (one entry) and /m/:page (a content-builder page). Bodies are HTML from another system and
 * are rendered through the allow-list of safe-html, never injected. A missing entry (404) is a not-found
 * state of the page, other failures the shared error with a retry.
 */
import { useTranslation } from 'react-i18next';
import { useGetContentEntry, useListContentEntries } from '../../../generated/api/internal/internal';
import { ApiError } from '../../lib/http/errors';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { formatLongDate } from '../../lib/format/date-format';
import { InfoFrame } from './info-frame';
import { SafeHtml } from '../../ui/safe-html';
import { AppLink, PageLink } from '../../ui/app-link';

export const RELEASES = 'releases';
/** Assumption: the proxy keeps the /m/:page entries in a `pages` collection (the contract does not name it). */
export const BUILDER_PAGES = 'pages';

/**
 * A slug the proxy can be asked for. The generated client puts it into the path unencoded, so anything but
 * letters, digits and hyphens (a slash, dots, a query) could reach another proxy path: such a slug is not
 * found without a call. Case is allowed, as entries listed by the proxy may carry it.
 */
export function isContentSlug(slug: string | undefined): slug is string {
  return typeof slug === 'string' && /^[A-Za-z0-9][A-Za-z0-9-]{0,127}$/.test(slug);
}

const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 410);

export function ReleasesPage() {
  const { t, i18n } = useTranslation('info');
  const entries = useListContentEntries(RELEASES, { query: { staleTime: 300_000 } });
  const sorted = [...(entries.data ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return (
    <InfoFrame>
      {entries.isPending ? (
        <QueryLoading />
      ) : entries.isError ? (
        <QueryError error={entries.error} onRetry={() => void entries.refetch()} />
      ) : sorted.length === 0 ? (
        <QueryEmpty>{t('releases.empty')}</QueryEmpty>
      ) : (
        <ol className="release-list" data-testid="release-list">
          {sorted.map((entry) => (
            <li key={entry.slug} className="card release-card">
              <h2>
                <AppLink to={`/releases/${encodeURIComponent(entry.slug)}`}>{entry.title}</AppLink>
              </h2>
              <time dateTime={entry.updatedAt}>{formatLongDate(entry.updatedAt, i18n.language)}</time>
            </li>
          ))}
        </ol>
      )}
    </InfoFrame>
  );
}

function ContentEntry({ collection, slug, back }: { collection: string; slug: string | undefined; back: { href: string; label: string } }) {
  const { t, i18n } = useTranslation('info');
  const valid = isContentSlug(slug);
  const entry = useGetContentEntry(collection, valid ? slug : '', { query: { enabled: valid, staleTime: 300_000, retry: false } });
  const notFound = (
    <div className="notice notice--warning" role="alert" data-testid="content-not-found">
      <p>{t('content.notFound')}</p>
      <PageLink href={back.href}>{back.label}</PageLink>
    </div>
  );
  if (!valid) return notFound;
  if (entry.isPending) return <QueryLoading />;
  if (entry.isError) return isNotFound(entry.error) ? notFound : <QueryError error={entry.error} onRetry={() => void entry.refetch()} />;
  const data = entry.data;
  return (
    <article className="content-entry" aria-labelledby="entry-title">
      <header>
        <h2 id="entry-title">{data.title}</h2>
        <time dateTime={data.updatedAt}>{t('content.updated', { date: formatLongDate(data.updatedAt, i18n.language) })}</time>
        {data.meta?.description && <p className="page__lead">{data.meta.description}</p>}
      </header>
      <SafeHtml html={data.body} />
      <p>
        <PageLink href={back.href}>{back.label}</PageLink>
      </p>
    </article>
  );
}

export function ReleasePage({ slug }: { slug: string | undefined }) {
  const { t } = useTranslation('info');
  const { prefix } = useLocalizedPath();
  return (
    <InfoFrame links={[]}>
      <ContentEntry collection={RELEASES} slug={slug} back={{ href: `${prefix}/releases`, label: t('releases.all') }} />
    </InfoFrame>
  );
}

export function BuilderPage({ page }: { page: string | undefined }) {
  const { t } = useTranslation('info');
  const { prefix } = useLocalizedPath();
  return (
    <InfoFrame links={[]}>
      <ContentEntry collection={BUILDER_PAGES} slug={page} back={{ href: prefix || '/', label: t('content.home') }} />
    </InfoFrame>
  );
}
