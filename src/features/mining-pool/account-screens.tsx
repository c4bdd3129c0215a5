/**
 * One mining account's screens (its name in the URL; a name the user has no account of is not found): the overview
 * (the published miners/info figures: hashrate, workers by status, fee and stratum servers, and the rewards), the
 * dashboard with the hashrate chart, the workers, one worker with its chart, the daily rewards, how to connect a
 * worker, the accounts, the account's watcher links and the pool's referral programme. Each offers the report download
 * of what it shows. The tables are shared with the watcher link's read-only view (./watcher-view.tsx).
 */
import { useTranslation } from 'react-i18next';
import {
  useGetMiningDashboard,
  useGetMiningHashrate,
  useGetMiningWorkerHashrate,
  useListMiningAccountRewards,
  useListMiningWorkers,
} from '../../../generated/api/mining-pool/mining-pool';
import type { MiningDashboard } from '../../../generated/api/model/miningDashboard.zod';
import type { MiningReward } from '../../../generated/api/model/miningReward.zod';
import type { MiningWorker } from '../../../generated/api/model/miningWorker.zod';
import { formatDate, formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { ApiError } from '../../lib/http/errors';
import { formatHashrate } from '../../lib/input/hashrate';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { AppLink } from '../../ui/app-link';
import { LoginPrompt } from '../../ui/login-prompt';
import { CallError } from '../../ui/call-error';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { HashratePanel, useHashrateInterval } from './hashrate-panel';
import type { Subpage } from './mining-pool-page';
import { Accounts, CreateAccount } from './pool-home';
import { PoolReferrals } from './pool-referrals';
import { ReportDownload } from './report-download';
import { WatcherLinks } from './watcher-links';

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export function AccountScreen(props: { account: string; subpage: Subpage; workerId?: number }) {
  const { t } = useTranslation('mining-pool');
  const { loggedIn } = useSessionSnapshot();
  // An account's pages are the owner's (a watcher link has its own view): a guest is asked to log in.
  if (!loggedIn) return <LoginPrompt message={t('account.login')} action={t('account.loginAction')} />;
  return <OwnAccount {...props} />;
}

function OwnAccount({ account, subpage, workerId }: { account: string; subpage: Subpage; workerId?: number }) {
  const { t } = useTranslation('mining-pool');
  const dashboard = useGetMiningDashboard(account, { query: { refetchInterval: 60_000 } });
  if (subpage === 'manage-accounts')
    return (
      <>
        <Accounts />
        <CreateAccount />
      </>
    );
  if (dashboard.isPending) return <QueryLoading />;
  if (dashboard.isError)
    return notFound(dashboard.error) ? (
      <QueryEmpty>
        <p data-testid="mining-not-found">{t('account.notFound', { account })}</p>
        <AppLink to="/mining-pool">{t('links.pool')}</AppLink>
      </QueryEmpty>
    ) : (
      <CallError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
    );
  const d = dashboard.data.data;
  switch (subpage) {
    case 'dashboard':
      return (
        <>
          <Figures dashboard={d} />
          <AccountHashrate account={account} />
        </>
      );
    case 'workers':
      return <Workers account={account} accountId={d.account.id} />;
    case 'worker':
      return <Worker account={account} accountId={d.account.id} workerId={workerId} />;
    case 'rewards':
      return <Rewards account={account} accountId={d.account.id} />;
    case 'connect-workers':
      return <Connect dashboard={d} />;
    case 'watcher-links':
      return <WatcherLinks account={d.account.name} />;
    case 'referrals':
      return <PoolReferrals />;
    default:
      return (
        <>
          <Figures dashboard={d} />
          <div className="report-downloads">
            <ReportDownload scope={{ kind: 'account', accountId: d.account.id }} />
          </div>
        </>
      );
  }
}

export function Figures({ dashboard: d }: { dashboard: MiningDashboard }) {
  const { t, i18n } = useTranslation('mining-pool');
  const btc = (value: string) => `${formatDecimal(value, i18n.language, { max: 8 })} ${d.currency}`;
  return (
    <dl className="stat-grid" data-testid="mining-figures">
      <div className="card stat">
        <dt className="stat__label">{t('figures.hashrate')}</dt>
        <dd className="stat__value" data-testid="mining-hashrate" data-value={d.hashrate}>
          {formatHashrate(d.hashrate).text}
        </dd>
      </div>
      <div className="card stat">
        <dt className="stat__label">{t('figures.average24h')}</dt>
        <dd className="stat__value">{formatHashrate(d.average24h).text}</dd>
      </div>
      <div className="card stat">
        <dt className="stat__label">{t('figures.workers')}</dt>
        <dd className="stat__value" data-testid="mining-worker-counts">
          {t('accounts.workerCounts', d.account.workers)}
        </dd>
      </div>
      <div className="card stat">
        <dt className="stat__label">{t('figures.totalReward')}</dt>
        <dd className="stat__value" data-testid="mining-total-reward" data-value={d.totalReward}>
          {btc(d.totalReward)}
        </dd>
      </div>
      <div className="card stat">
        <dt className="stat__label">{t('figures.lastReward')}</dt>
        <dd className="stat__value">
          {d.lastReward
            ? t('figures.lastRewardValue', { amount: btc(d.lastReward.reward), day: formatDate(d.lastReward.date, i18n.language) })
            : t('figures.noReward')}
        </dd>
      </div>
      <div className="card stat">
        <dt className="stat__label">{t('figures.scheme')}</dt>
        <dd className="stat__value">
          {t('figures.schemeValue', { scheme: d.rewardScheme, fee: formatDecimal(d.fee, i18n.language, { max: 2 }) })}
        </dd>
      </div>
    </dl>
  );
}

function AccountHashrate({ account }: { account: string }) {
  const { t } = useTranslation('mining-pool');
  const [interval, choose] = useHashrateInterval();
  const query = useGetMiningHashrate(account, { interval }, { query: { refetchInterval: 60_000 } });
  return <HashratePanel title={t('chart.account')} interval={interval} onInterval={choose} query={query} />;
}

function WorkerHashrate({ account, workerId, name }: { account: string; workerId: number; name: string }) {
  const { t } = useTranslation('mining-pool');
  const [interval, choose] = useHashrateInterval();
  const query = useGetMiningWorkerHashrate(account, workerId, { interval }, { query: { refetchInterval: 60_000 } });
  return <HashratePanel title={t('chart.worker', { name })} interval={interval} onInterval={choose} query={query} />;
}

function Workers({ account, accountId }: { account: string; accountId: number }) {
  const workers = useListMiningWorkers(account, { query: { refetchInterval: 60_000 } });
  if (workers.isPending) return <QueryLoading />;
  if (workers.isError) return <CallError error={workers.error} onRetry={() => void workers.refetch()} />;
  return (
    <>
      <WorkersTable account={account} workers={workers.data.data} linked />
      <div className="report-downloads">
        <ReportDownload scope={{ kind: 'account', accountId }} />
      </div>
    </>
  );
}

/** The workers of an account; `linked`: each name leads to the worker's page (the owner's view). */
export function WorkersTable({
  account,
  workers,
  linked = false,
}: {
  account: string;
  workers: readonly MiningWorker[];
  linked?: boolean;
}) {
  const { t, i18n } = useTranslation('mining-pool');
  if (workers.length === 0) return <QueryEmpty>{t('workers.empty')}</QueryEmpty>;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="data-table" data-testid="mining-workers">
        <caption className="visually-hidden">{t('workers.caption', { account })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('workers.name')}</th>
            <th scope="col">{t('workers.status')}</th>
            <th scope="col">{t('workers.hashrate')}</th>
            <th scope="col">{t('workers.average24h')}</th>
            <th scope="col">{t('workers.rejectRate')}</th>
            <th scope="col">{t('workers.lastShare')}</th>
          </tr>
        </thead>
        <tbody>
          {workers.map((w) => (
            <tr key={w.id} data-testid="mining-worker-row" data-name={w.name} data-status={w.status}>
              <td>{linked ? <AppLink to={`/mining-pool/${account}/workers/${w.id}`}>{w.name}</AppLink> : w.name}</td>
              <td>{t(`workers.statuses.${w.status}`)}</td>
              <td className="num" data-testid="mining-worker-hashrate" data-value={w.hashrate}>
                {formatHashrate(w.hashrate).text}
              </td>
              <td className="num">{formatHashrate(w.average24h).text}</td>
              <td className="num">{`${formatDecimal(String(w.rejectRate * 100), i18n.language, { max: 2 })} %`}</td>
              <td>{formatDateTime(w.lastShareAt, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Worker({ account, accountId, workerId }: { account: string; accountId: number; workerId?: number }) {
  const { t, i18n } = useTranslation('mining-pool');
  const workers = useListMiningWorkers(account, { query: { refetchInterval: 60_000 } });
  if (workers.isPending) return <QueryLoading />;
  if (workers.isError) return <CallError error={workers.error} onRetry={() => void workers.refetch()} />;
  const worker = workers.data.data.find((w) => w.id === workerId);
  if (!worker || workerId === undefined)
    return (
      <QueryEmpty>
        <p>{t('workers.notFound')}</p>
        <AppLink to={`/mining-pool/${account}/workers`}>{t('workers.all')}</AppLink>
      </QueryEmpty>
    );
  return (
    <>
      <section className="card" aria-labelledby="mining-worker-title" data-testid="mining-worker-detail" data-status={worker.status}>
        <h2 id="mining-worker-title">{t('workers.title', { name: worker.name })}</h2>
        <dl className="definition-list">
          <div className="definition-list__row">
            <dt>{t('workers.status')}</dt>
            <dd>{t(`workers.statuses.${worker.status}`)}</dd>
          </div>
          <div className="definition-list__row">
            <dt>{t('workers.hashrate')}</dt>
            <dd className="num" data-testid="mining-worker-hashrate" data-value={worker.hashrate}>
              {formatHashrate(worker.hashrate).text}
            </dd>
          </div>
          <div className="definition-list__row">
            <dt>{t('workers.connected')}</dt>
            <dd>{formatDateTime(worker.connectedAt, i18n.language)}</dd>
          </div>
          <div className="definition-list__row">
            <dt>{t('workers.login')}</dt>
            <dd>
              <code>{`${account}.${worker.name}`}</code>
            </dd>
          </div>
        </dl>
      </section>
      <WorkerHashrate account={account} workerId={workerId} name={worker.name} />
      <div className="report-downloads">
        <ReportDownload scope={{ kind: 'worker', accountId, workerId }} />
      </div>
    </>
  );
}

function Rewards({ account, accountId }: { account: string; accountId: number }) {
  const rewards = useListMiningAccountRewards(account, { limit: 100 }, { query: { refetchInterval: 60_000 } });
  if (rewards.isPending) return <QueryLoading />;
  if (rewards.isError) return <CallError error={rewards.error} onRetry={() => void rewards.refetch()} />;
  return (
    <>
      <RewardsTable account={account} rewards={rewards.data.data} />
      <div className="report-downloads">
        <ReportDownload scope={{ kind: 'account', accountId }} />
      </div>
    </>
  );
}

/** An account's daily rewards, newest first. */
export function RewardsTable({ account, rewards }: { account: string; rewards: readonly MiningReward[] }) {
  const { t, i18n } = useTranslation('mining-pool');
  const locale = i18n.language;
  const btc = (value: string, ticker: string) => `${formatDecimal(value, locale, { max: 8 })} ${ticker}`;
  if (rewards.length === 0) return <QueryEmpty>{t('rewards.empty')}</QueryEmpty>;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="data-table" data-testid="mining-rewards">
        <caption className="visually-hidden">{t('rewards.caption', { account })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rewards.date')}</th>
            <th scope="col">{t('rewards.hashrate')}</th>
            <th scope="col">{t('rewards.rate')}</th>
            <th scope="col">{t('rewards.total')}</th>
            <th scope="col">{t('rewards.fee')}</th>
            <th scope="col">{t('rewards.reward')}</th>
            <th scope="col">{t('rewards.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rewards.map((r) => (
            <tr key={r.id} data-testid="mining-reward-row" data-date={r.date} data-hashrate={r.hashrate}>
              <td>{formatDate(r.date, locale)}</td>
              <td className="num">{formatHashrate(r.hashrate).text}</td>
              <td className="num">{formatDecimal(r.fppsRate, locale, { max: 8 })}</td>
              <td className="num">{btc(r.totalReward, r.currency)}</td>
              <td className="num">{btc(r.fee, r.currency)}</td>
              <td className="num" data-value={r.reward}>
                {btc(r.reward, r.currency)}
              </td>
              <td>{t(`rewards.statuses.${r.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Connect({ dashboard: d }: { dashboard: MiningDashboard }) {
  const { t } = useTranslation('mining-pool');
  return (
    <section className="card" aria-labelledby="mining-connect-title" data-testid="mining-connect">
      <h2 id="mining-connect-title">{t('connect.title')}</h2>
      <ol className="info-section__steps">
        <li>
          {t('connect.server')}
          <ul>
            {d.stratum.map((s) => (
              <li key={s.url}>
                <code className="stratum-url">{s.url}</code> {t('connect.serverWorkers', { count: s.workersCount })}
              </li>
            ))}
          </ul>
        </li>
        <li>
          {t('connect.login')} <code>{`${d.account.name}.rig01`}</code>
        </li>
        <li>{t('connect.password')}</li>
        <li>{t('connect.appears')}</li>
      </ol>
    </section>
  );
}
