/**
 * /mining-pool/watcher-link/:watcherLinkId/:account and its read-only subpages: what a watcher link shows of a mining
 * account to anyone who has it, signed in or not (one call, without a session): the figures and the last 24 hours'
 * hashrate, the workers and the rewards, each only if the link allows it. A link that is unknown, revoked or over is
 * said so, and nothing of the account is shown.
 */
import { useTranslation } from 'react-i18next';
import { useGetMiningWatcherView } from '../../../generated/api/mining-pool/mining-pool';
import type { MiningWatcherView } from '../../../generated/api/model/miningWatcherView.zod';
import { formatDateTime } from '../../lib/format/date-format';
import { ApiError } from '../../lib/http/errors';
import { PageLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { Figures, RewardsTable, WorkersTable } from './account-screens';
import { HashratePanel } from './hashrate-panel';
import type { Subpage } from './mining-pool-page';

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;
/** Which permission a subpage needs. */
const NEEDS: Partial<Record<Subpage, keyof MiningWatcherView>> = {
  dashboard: 'dashboard',
  workers: 'workers',
  worker: 'workers',
  rewards: 'rewards',
};
const PAGES = ['overview', 'dashboard', 'workers', 'rewards'] as const;

export function WatcherView({ id, account, subpage, base }: { id: string; account: string; subpage: Subpage; base: string }) {
  const { t, i18n } = useTranslation('mining-pool');
  const view = useGetMiningWatcherView(id, account, {
    query: { refetchInterval: 60_000, retry: (count, error) => !notFound(error) && count < 1 },
  });
  if (view.isPending) return <QueryLoading />;
  if (view.isError)
    return notFound(view.error) ? (
      <QueryEmpty>
        <p data-testid="watcher-link-gone">{t('watcher.gone')}</p>
      </QueryEmpty>
    ) : (
      <CallError error={view.error} onRetry={() => void view.refetch()} />
    );
  const v = view.data.data;
  const pages = PAGES.filter((p) => p === 'overview' || v[NEEDS[p]!] !== undefined);
  const needed = NEEDS[subpage];
  const allowed = needed === undefined || v[needed] !== undefined;
  const show = (part: 'dashboard' | 'workers' | 'rewards') => (subpage === 'overview' || NEEDS[subpage] === part) && v[part] !== undefined;
  return (
    <div className="mining-account" data-testid={`mining-${subpage}`}>
      <p className="notice" data-testid="mining-account">
        {t('account.label', { account: v.account })} · {t('account.watcher')}
      </p>
      <p className="field__hint" data-testid="watcher-link-info">
        {t('watcher.info', { name: v.link.name, until: formatDateTime(v.link.liveUntil, i18n.language) })}
      </p>
      <nav className="segmented mining-nav" aria-label={t('account.sections')}>
        {pages.map((p) => (
          <PageLink key={p} href={p === 'overview' ? base : `${base}/${p}`} aria-current={p === subpage ? 'page' : undefined}>
            {t(`pages.${p}.nav`)}
          </PageLink>
        ))}
      </nav>
      {!allowed && (
        <QueryEmpty>
          <p data-testid="watcher-link-not-allowed">{t('watcher.notAllowed')}</p>
        </QueryEmpty>
      )}
      {show('dashboard') && v.dashboard && (
        <>
          <Figures dashboard={v.dashboard} />
          <HashratePanel
            title={t('chart.account')}
            interval="1h"
            query={{
              data: { data: { account: v.account, interval: '1h', hashrate: v.hashrate ?? [] } },
              isPending: false,
              isError: false,
              error: null,
              refetch: () => view.refetch(),
            }}
          />
        </>
      )}
      {show('workers') && v.workers && (
        <section aria-labelledby="watcher-workers">
          <h2 id="watcher-workers">{t('pages.workers.nav')}</h2>
          <WorkersTable account={v.account} workers={v.workers} />
        </section>
      )}
      {show('rewards') && v.rewards && (
        <section aria-labelledby="watcher-rewards">
          <h2 id="watcher-rewards">{t('pages.rewards.nav')}</h2>
          <RewardsTable account={v.account} rewards={v.rewards} />
        </section>
      )}
    </div>
  );
}
