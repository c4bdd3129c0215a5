/**
 * Trading competitions (the contract's assumed competitions operations): the competitions of a status (spec section 5:
 * active, upcoming or finished), one competition with its markets, period, prizes, the user's place and the
 * leaderboard, joining it, and (logged in) the prizes won with their claim. The route table's `competitions` flag
 * gates the routes; an unknown status is the router's 404 (src/app/routing/path-rules.ts).
 */
import { useParams } from '@tanstack/react-router';
import { useGetCompetition, useListCompetitions } from '../../../generated/api/competitions/competitions';
import { ApiError } from '../../lib/http/errors';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { asSections, InfoSections } from '../../ui/info-sections';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { JoinCompetition, Leaderboard, OwnPlace, Prizes } from './competition-detail';
import { Rewards } from './competition-rewards';
import { useCompetitionText } from './competition-text';

export const STATUSES = ['active', 'upcoming', 'finished'] as const;
export type CompetitionStatus = (typeof STATUSES)[number];
const SLUG = /^[a-z0-9][a-z0-9-]{1,63}$/;

export default function CompetitionsPage() {
  const entry = useRouteEntry();
  const { status, slug } = useParams({ strict: false }) as { status?: string; slug?: string };
  return <StandardAreaPage>{screenOf(entry.path, status, slug)}</StandardAreaPage>;
}

function screenOf(path: string, status: string | undefined, slug: string | undefined) {
  if (path === '/trading-competition/overview/rewards') return <Rewards />;
  if (path === '/trading-competition/:slug') return <CompetitionScreen slug={slug ?? ''} />;
  return <CompetitionList status={(STATUSES as readonly string[]).includes(status ?? '') ? (status as CompetitionStatus) : 'active'} />;
}

export function CompetitionList({ status }: { status: CompetitionStatus }) {
  const { t, amount, period } = useCompetitionText();
  const list = useListCompetitions({ status }, { query: { staleTime: 30_000 } });
  return (
    <div className="competitions">
      <nav className="segmented" aria-label={t('statuses.label')}>
        {STATUSES.map((s) => (
          <AppLink key={s} to={`/trading-competition/overview/${s}`} aria-current={s === status ? 'page' : undefined}>
            {t(`statuses.${s}`)}
          </AppLink>
        ))}
      </nav>
      {list.isPending ? (
        <QueryLoading />
      ) : list.isError ? (
        <CallError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <QueryEmpty>{t(`empty.${status}`)}</QueryEmpty>
      ) : (
        <ul className="entry-list" data-testid="competition-list">
          {list.data.data.map((c) => (
            <li key={c.slug} className="card entry-list__item" data-testid="competition-row" data-slug={c.slug}>
              <h2 className="entry-list__title">
                <AppLink to={`/trading-competition/${c.slug}`}>{c.title}</AppLink>
              </h2>
              <p className="entry-list__meta">{period(c)}</p>
              <p>
                {t('summary', { markets: c.markets.join(', '), pool: amount(c.prizePool, c.prizeTicker), participants: c.participants })}
              </p>
              {c.participation?.joined && (
                <p className="notice" data-testid="competition-row-rank">
                  {t('place.rank', { rank: c.participation.rank, participants: c.participants })}
                </p>
              )}
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

export function CompetitionScreen({ slug }: { slug: string }) {
  const { t, amount, period } = useCompetitionText();
  const wanted = slug.toLowerCase();
  const valid = SLUG.test(wanted);
  const competition = useGetCompetition(wanted, { query: { enabled: valid, refetchInterval: 30_000 } });
  const back = (
    <AppLink className="button button--secondary" to="/trading-competition/overview/active">
      {t('links.all')}
    </AppLink>
  );
  if (!valid || (competition.isError && competition.error instanceof ApiError && competition.error.status === 404))
    return (
      <QueryEmpty>
        <p>{t('notFound')}</p>
        {back}
      </QueryEmpty>
    );
  if (competition.isPending) return <QueryLoading />;
  if (competition.isError) return <CallError error={competition.error} onRetry={() => void competition.refetch()} />;
  const c = competition.data.data;
  return (
    <article className="competition" data-testid="competition" data-status={c.status}>
      <section className="card" aria-labelledby="competition-title">
        <h2 id="competition-title">{c.title}</h2>
        <p>
          <span className="badge" data-testid="competition-status">
            {t(`statuses.${c.status}`)}
          </span>{' '}
          {period(c)}
        </p>
        <p>{t('about', { markets: c.markets.join(', '), quote: c.quote, min: amount(c.minVolume, c.quote) })}</p>
        <p>
          <AppLink to={`/trade/${c.markets[0] ?? 'BTC-USDT'}`}>{t('links.trade')}</AppLink>
        </p>
      </section>
      <OwnPlace competition={c} />
      <JoinCompetition competition={c} />
      <div className="grid-2">
        <Prizes competition={c} />
        <Leaderboard competition={c} />
      </div>
      <p className="product-info__links">{back}</p>
    </article>
  );
}
