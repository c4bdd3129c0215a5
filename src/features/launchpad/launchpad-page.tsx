/**
 * The launchpad. /launchpad explains how token sales work and their statuses (spec section 4); the projects
 * come from the content proxy (collection `launchpad-projects`, one article per project), as the contract
 * has no launchpad call. A logged-in user also sees the WBT on their launchpad balance (GET WBT balances).
 */
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useGetWbtBalances } from '../../../generated/api/balances/balances';
import { useGetContentEntry, useListContentEntries } from '../../../generated/api/internal/internal';
import { formatDate } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { ApiError } from '../../lib/http/errors';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { SafeHtml } from '../../ui/safe-html';
import { asSections, InfoSections } from '../../ui/info-sections';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { AppLink } from '../../ui/app-link';

export const COLLECTION = 'launchpad-projects';
/** Spec section 4: launchpad statuses, in the order a project goes through them. */
export const LAUNCHPAD_STATUSES = ['new', 'voted', 'published', 'active', 'distributing', 'distributed', 'failed'] as const;
const SLUG = /^[a-z0-9][a-z0-9-]{0,127}$/;

export default function LaunchpadPage() {
  const entry = useRouteEntry();
  const { slug } = useParams({ strict: false }) as { slug?: string };
  return (
    <StandardAreaPage>
      {entry.path === '/launchpad/projects/:slug' ? (
        <Project slug={slug ?? ''} />
      ) : entry.path === '/launchpad/projects' ? (
        <Projects />
      ) : (
        <Overview />
      )}
    </StandardAreaPage>
  );
}

function LaunchpadBalance() {
  const { t, i18n } = useTranslation('launchpad');
  const { loggedIn } = useSessionSnapshot();
  const balances = useGetWbtBalances({ query: { enabled: loggedIn, staleTime: 30_000 } });
  if (!loggedIn || !balances.data) return null;
  return (
    <p className="notice" data-testid="launchpad-balance">
      {t('balance', { amount: formatDecimal(balances.data.data.launchpad ?? '0', i18n.language, { max: 8 }) })}
    </p>
  );
}

function Overview() {
  const { t } = useTranslation('launchpad');
  return (
    <div className="launchpad">
      <LaunchpadBalance />
      <InfoSections sections={asSections(t('overview', { returnObjects: true }))} />
      <section className="card" aria-labelledby="launchpad-statuses">
        <h2 id="launchpad-statuses">{t('statuses.title')}</h2>
        <dl className="definition-list" data-testid="launchpad-statuses">
          {LAUNCHPAD_STATUSES.map((s) => (
            <div key={s} className="definition-list__row">
              <dt>{t(`statuses.${s}.name`)}</dt>
              <dd>{t(`statuses.${s}.text`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <p className="product-info__links">
        <AppLink className="button" to="/launchpad/projects">
          {t('links.projects')}
        </AppLink>
        <AppLink className="button button--secondary" to="/wbt">
          {t('links.wbt')}
        </AppLink>
        <AppLink className="button button--secondary" to="/history/main/launchpad">
          {t('links.history')}
        </AppLink>
      </p>
    </div>
  );
}

function Projects() {
  const { t, i18n } = useTranslation('launchpad');
  const entries = useListContentEntries(COLLECTION, { query: { staleTime: 5 * 60_000 } });
  return (
    <div className="launchpad-projects">
      <LaunchpadBalance />
      {entries.isPending ? (
        <QueryLoading />
      ) : entries.isError ? (
        <QueryError error={entries.error} onRetry={() => void entries.refetch()} />
      ) : entries.data.length === 0 ? (
        <QueryEmpty>{t('empty')}</QueryEmpty>
      ) : (
        <ul className="entry-list" data-testid="launchpad-projects">
          {[...entries.data]
            .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
            .map((e, index) => (
              <li key={`${e.slug}-${index}`} className="card entry-list__item">
                <h2 className="entry-list__title">
                  <AppLink to={`/launchpad/projects/${e.slug}`}>{e.title}</AppLink>
                </h2>
                <p className="entry-list__meta">{t('updated', { date: formatDate(e.updatedAt, i18n.language) })}</p>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}

function Project({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('launchpad');
  const wanted = slug.toLowerCase();
  const valid = SLUG.test(wanted);
  const entry = useGetContentEntry(COLLECTION, wanted, { query: { enabled: valid, staleTime: 5 * 60_000 } });
  const back = (
    <AppLink className="button button--secondary" to="/launchpad/projects">
      {t('links.projects')}
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
    <article className="card product-article" data-testid="launchpad-project">
      <h2>{entry.data.title}</h2>
      <p className="entry-list__meta">{t('updated', { date: formatDate(entry.data.updatedAt, i18n.language) })}</p>
      <LaunchpadBalance />
      <SafeHtml html={entry.data.body} className="content-html" />
      <p className="product-info__links">
        <AppLink className="button" to="/wbt/boost">
          {t('links.getWbt')}
        </AppLink>
        {back}
      </p>
    </article>
  );
}
