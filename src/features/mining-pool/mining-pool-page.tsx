/**
 * The mining pool (the contract's assumed mining-pool operations, modelled on the published Mining Pool API):
 * /mining-pool is the user's pool (accounts, creating one, the pool's statistics, an earnings estimate, the pool
 * report); /mining-pool/:account and its subpages show one of the user's accounts: the overview, the dashboard with
 * its hashrate chart, the workers and one worker with its own chart, the daily rewards, how to connect workers, and
 * the accounts, the account's watcher links and the pool's referral programme. A watcher link (mode `watcher-link`)
 * opens a read-only view of someone's account for anyone who has it, signed in or not (./watcher-view.tsx).
 */
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { PageLink } from '../../ui/app-link';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { AccountScreen } from './account-screens';
import { PoolHome } from './pool-home';
import { WatcherView } from './watcher-view';

export const SUBPAGES = ['dashboard', 'workers', 'rewards', 'connect-workers', 'manage-accounts', 'referrals', 'watcher-links'] as const;
export type Subpage = (typeof SUBPAGES)[number] | 'overview' | 'worker';
/** What a watcher link may see: nothing that changes the account or its referrals. */
const READ_ONLY: readonly Subpage[] = ['overview', 'dashboard', 'workers', 'rewards', 'worker'];

interface MiningParams {
  mode?: string;
  watcherLinkId?: string;
  account?: string;
  id?: string;
}

export default function MiningPoolPage() {
  const entry = useRouteEntry();
  const params = useParams({ strict: false }) as MiningParams;
  return (
    <StandardAreaPage>{entry.path === '/mining-pool' ? <PoolHome /> : <AccountPage path={entry.path} params={params} />}</StandardAreaPage>
  );
}

function subpageOf(path: string): Subpage {
  if (path.endsWith('/workers/:id')) return 'worker';
  const last = path.split('/').pop() ?? '';
  return (SUBPAGES as readonly string[]).includes(last) ? (last as Subpage) : 'overview';
}

const numericId = (value: string | undefined) => (value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined);

function AccountPage({ path, params }: { path: string; params: MiningParams }) {
  const { t } = useTranslation('mining-pool');
  const { prefix } = useLocalizedPath();
  const account = params.account ?? '';
  const watcher = params.mode === 'watcher-link' && params.watcherLinkId !== undefined;
  const base = `${prefix}/mining-pool/${watcher ? `${params.mode}/${params.watcherLinkId}/` : ''}${encodeURIComponent(account)}`;
  const subpage = subpageOf(path);
  if (watcher)
    return READ_ONLY.includes(subpage) ? (
      <WatcherView id={params.watcherLinkId!} account={account} subpage={subpage} base={base} />
    ) : (
      <p className="notice" data-testid="watcher-link-not-allowed">
        {t('watcher.notAllowed')}
      </p>
    );
  const nav = (
    <nav className="segmented mining-nav" aria-label={t('account.sections')}>
      {(['overview', ...SUBPAGES] as Subpage[]).map((p) => (
        <PageLink key={p} href={p === 'overview' ? base : `${base}/${p}`} aria-current={p === subpage ? 'page' : undefined}>
          {t(`pages.${p}.nav`)}
        </PageLink>
      ))}
    </nav>
  );
  return (
    <div className="mining-account" data-testid={`mining-${subpage}`}>
      <p className="notice" data-testid="mining-account">
        {t('account.label', { account })}
      </p>
      {nav}
      <AccountScreen account={account} subpage={subpage} workerId={numericId(params.id)} />
    </div>
  );
}
