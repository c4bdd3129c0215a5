/**
 * One competition's parts: the user's place (volume and rank), joining, the prizes by rank, and the leaderboard (the
 * first places and the user's own, wherever it is). Joining reads the competition and its leaderboard again.
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetCompetitionLeaderboardQueryKey,
  getGetCompetitionQueryKey,
  getListCompetitionsQueryKey,
  useGetCompetitionLeaderboard,
  useJoinCompetition,
} from '../../../generated/api/competitions/competitions';
import type { Competition } from '../../../generated/api/model/competition.zod';
import { formatDateTime } from '../../lib/format/date-format';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { notify } from '../../lib/toast/toast';
import { CallError } from '../../ui/call-error';
import { LoginPrompt } from '../../ui/login-prompt';
import { QueryLoading } from '../../ui/query-state';
import { useCompetitionText } from './competition-text';

export function OwnPlace({ competition: c }: { competition: Competition }) {
  const { t, amount } = useCompetitionText();
  const mine = c.participation;
  if (!mine?.joined) return null;
  return (
    <section className="card" aria-labelledby="competition-place" data-testid="competition-place">
      <h2 id="competition-place">{t('place.title')}</h2>
      <dl className="stat-grid">
        <div className="stat">
          <dt className="stat__label">{t('place.rankLabel')}</dt>
          <dd className="stat__value" data-testid="competition-rank" data-value={mine.rank}>
            {t('place.rank', { rank: mine.rank, participants: c.participants })}
          </dd>
        </div>
        <div className="stat">
          <dt className="stat__label">{t('place.volume')}</dt>
          <dd className="stat__value" data-testid="competition-volume" data-value={mine.volume}>
            {amount(mine.volume, c.quote)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

export function JoinCompetition({ competition: c }: { competition: Competition }) {
  const { t } = useCompetitionText();
  const { loggedIn } = useSessionSnapshot();
  const queryClient = useQueryClient();
  const join = useJoinCompetition({
    mutation: {
      onSuccess: (answer) => {
        queryClient.setQueryData(getGetCompetitionQueryKey(c.slug), answer);
        void queryClient.invalidateQueries({ queryKey: getGetCompetitionLeaderboardQueryKey(c.slug) });
        void queryClient.invalidateQueries({ queryKey: getListCompetitionsQueryKey() });
        notify.success(t('join.done', { title: c.title }));
      },
    },
  });
  if (c.status === 'finished' || c.participation?.joined) return null;
  if (!loggedIn) return <LoginPrompt message={t('join.login')} action={t('join.loginAction')} />;
  return (
    <section className="card" aria-labelledby="competition-join">
      <h2 id="competition-join">{t('join.title')}</h2>
      <p>{t(c.status === 'upcoming' ? 'join.upcoming' : 'join.text')}</p>
      {join.error && <CallError error={join.error} />}
      <button
        type="button"
        className="button"
        disabled={join.isPending}
        aria-busy={join.isPending}
        onClick={() => join.mutate({ slug: c.slug })}
        data-testid="competition-join"
      >
        {join.isPending ? t('join.sending') : t('join.submit')}
      </button>
    </section>
  );
}

export function Prizes({ competition: c }: { competition: Competition }) {
  const { t, amount } = useCompetitionText();
  return (
    <section className="card" aria-labelledby="competition-prizes">
      <h2 id="competition-prizes">{t('prizes.title', { pool: amount(c.prizePool, c.prizeTicker) })}</h2>
      <table className="data-table">
        <caption className="visually-hidden">{t('prizes.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('prizes.ranks')}</th>
            <th scope="col">{t('prizes.prize')}</th>
          </tr>
        </thead>
        <tbody>
          {c.prizes.map((p) => (
            <tr key={p.fromRank}>
              <td>{p.fromRank === p.toRank ? String(p.fromRank) : t('prizes.range', { from: p.fromRank, to: p.toRank })}</td>
              <td className="num">{amount(p.amount, c.prizeTicker)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field__hint">{t('prizes.min', { min: amount(c.minVolume, c.quote) })}</p>
    </section>
  );
}

export function Leaderboard({ competition: c }: { competition: Competition }) {
  const { t, amount, locale } = useCompetitionText();
  const board = useGetCompetitionLeaderboard(c.slug, { limit: 20 }, { query: { refetchInterval: 30_000 } });
  if (board.isPending) return <QueryLoading />;
  if (board.isError) return <CallError error={board.error} onRetry={() => void board.refetch()} />;
  const { entries, own } = board.data.data;
  const rows = own && !entries.some((e) => e.own) ? [...entries, own] : entries;
  return (
    <section className="card" aria-labelledby="competition-leaderboard">
      <h2 id="competition-leaderboard">{t('leaderboard.title')}</h2>
      <table className="data-table" data-testid="competition-leaderboard">
        <caption className="visually-hidden">{t('leaderboard.caption', { title: c.title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('leaderboard.rank')}</th>
            <th scope="col">{t('leaderboard.trader')}</th>
            <th scope="col">{t('leaderboard.volume')}</th>
            <th scope="col">{t('leaderboard.prize')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr
              key={`${e.rank}-${e.nickname}-${e.own}`}
              className={e.own ? 'is-own' : undefined}
              data-testid={e.own ? 'leaderboard-own' : 'leaderboard-row'}
            >
              <td className="num">{e.rank}</td>
              <td>{e.own ? t('leaderboard.you', { nickname: e.nickname }) : e.nickname}</td>
              <td className="num">{amount(e.volume, c.quote)}</td>
              <td className="num">{e.prize ? amount(e.prize, c.prizeTicker) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field__hint">{t('leaderboard.updated', { time: formatDateTime(board.data.data.updatedAt, locale) })}</p>
    </section>
  );
}
