/**
 * Trading competitions. The contract has no competition call; the competitions are published through the
 * content proxy: one collection per status (`trading-competitions-active`, `-upcoming`, `-finished`) lists
 * them, and `trading-competitions/<slug>` holds each one's rules and prizes as an article. The rewards page
 * (login) has no call at all and explains where prizes go.
 */
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useGetContentEntry, useListContentEntries } from '../../../generated/api/internal/internal';
import { formatDate } from '../../lib/format/date-format';
import { ApiError } from '../../lib/http/errors';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { SafeHtml } from '../../ui/safe-html';
import { asSections, InfoScreen, InfoSections } from '../../ui/info-sections';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { AppLink } from '../../ui/app-link';

export const STATUSES = ['active', 'upcoming', 'finished'] as const;
export type CompetitionStatus = (typeof STATUSES)[number];
export const COLLECTION = 'trading-competitions';
/** The content proxy's slug pattern: a slug outside it cannot name an entry. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,127}$/;

export default function CompetitionsPage() {
  const entry = useRouteEntry();
  const { status, slug } = useParams({ strict: false }) as { status?: string; slug?: string };
  return <StandardAreaPage>{screenOf(entry.path, status, slug)}</StandardAreaPage>;
}

function screenOf(path: string, status: string | undefined, slug: string | undefined) {
  if (path === '/trading-competition/overview/rewards') return <Rewards />;
  if (path === '/trading-competition/:slug') return <Competition slug={slug ?? ''} />;
  return <CompetitionList status={(STATUSES as readonly string[]).includes(status ?? '') ? (status as CompetitionStatus) : 'active'} />;
}

export function CompetitionList({ status }: { status: CompetitionStatus }) {
  const { t, i18n } = useTranslation('competitions');
  const entries = useListContentEntries(`${COLLECTION}-${status}`, { query: { staleTime: 5 * 60_000 } });
  return (
    <div className="competitions">
      <nav className="segmented" aria-label={t('statuses.label')}>
        {STATUSES.map((s) => (
          <AppLink key={s} to={`/trading-competition/overview/${s}`} aria-current={s === status ? 'page' : undefined}>
            {t(`statuses.${s}`)}
          </AppLink>
        ))}
      </nav>
      {entries.isPending ? (
        <QueryLoading />
      ) : entries.isError ? (
        <QueryError error={entries.error} onRetry={() => void entries.refetch()} />
      ) : entries.data.length === 0 ? (
        <QueryEmpty>{t(`empty.${status}`)}</QueryEmpty>
      ) : (
        <ul className="entry-list" data-testid="competition-list">
          {entries.data.map((e, index) => (
            <li key={`${e.slug}-${index}`} className="card entry-list__item">
              <h2 className="entry-list__title">
                <AppLink to={`/trading-competition/${e.slug}`}>{e.title}</AppLink>
              </h2>
              <p className="entry-list__meta">{t('updated', { date: formatDate(e.updatedAt, i18n.language) })}</p>
            </li>
          ))}
        </ul>
      )}
      <InfoSections sections={asSections(t('rules', { returnObjects: true }))} />
      <p>
        <AppLink to="/trading-competition/overview/rewards">{t('links.rewards')}</AppLink>
      </p>
    </div>
  );
}

function Competition({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('competitions');
  const wanted = slug.toLowerCase();
  const valid = SLUG.test(wanted);
  const entry = useGetContentEntry(COLLECTION, wanted, { query: { enabled: valid, staleTime: 5 * 60_000 } });
  const back = (
    <AppLink className="button button--secondary" to="/trading-competition/overview/active">
      {t('links.all')}
    </AppLink>
  );
  if (!valid || (entry.isError && entry.error instanceof ApiError && entry.error.status === 404))
    return (
      <QueryEmpty>
        <p>{t('notFound')}</p>
        {back}
      </QueryEmpty>
    );
  if (entry.isPending) return <QueryLoading />;
  if (entry.isError) return <QueryError error={entry.error} onRetry={() => void entry.refetch()} />;
  return (
    <article className="card product-article" data-testid="competition">
      <h2>{entry.data.title}</h2>
      <p className="entry-list__meta">{t('updated', { date: formatDate(entry.data.updatedAt, i18n.language) })}</p>
      <SafeHtml html={entry.data.body} className="content-html" />
      <p className="product-info__links">
        <AppLink className="button" to="/markets">
          {t('links.trade')}
        </AppLink>
        {back}
      </p>
    </article>
  );
}

function Rewards() {
  const { t } = useTranslation('competitions');
  const { prefix } = useLocalizedPath();
  return (
    <InfoScreen
      testId="competition-rewards"
      summary={t('rewards.summary')}
      sections={asSections(t('rewards.sections', { returnObjects: true }))}
      links={[
        { href: `${prefix}/balance`, label: t('links.balance') },
        { href: `${prefix}/trading-competition/overview/finished`, label: t('links.finished') },
      ]}
    />
  );
}
