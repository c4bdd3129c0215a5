/**
 * The mining pool (the contract's assumed mining-pool operations, modelled on the published Mining Pool API):
 * /mining-pool is the user's pool (accounts, creating one, the pool's statistics, an earnings estimate, the pool
 * report); /mining-pool/:account and its subpages show one of the user's accounts: the overview, the dashboard with
 * its hashrate chart, the workers and one worker with its own chart, the daily rewards, how to connect workers, and
 * the accounts. A watcher link (mode `watcher-link`) is a read-only view of someone else's account, which the
 * contract has no call for: it says what the link shows. Referrals and watcher links
 * have no call either and explain themselves.
 */
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRegion } from '../../lib/region/current-region';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { PageLink } from '../../ui/app-link';
import { asSections, InfoScreen } from '../../ui/info-sections';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { AccountScreen } from './account-screens';
import { PoolHome } from './pool-home';

export const SUBPAGES = ['dashboard', 'workers', 'rewards', 'connect-workers', 'manage-accounts', 'referrals', 'watcher-links'] as const;
export type Subpage = (typeof SUBPAGES)[number] | 'overview' | 'worker';
/** What a watcher link may see: nothing that changes the account or its referrals. */
const READ_ONLY: readonly Subpage[] = ['overview', 'dashboard', 'workers', 'rewards', 'worker'];
/** Subpages without a call of the contract: they explain themselves. */
const INFORMATIONAL: readonly Subpage[] = ['referrals', 'watcher-links'];

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
  const region = useRegion();
  const account = params.account ?? '';
  const watcher = params.mode === 'watcher-link' && params.watcherLinkId !== undefined;
  const base = `${prefix}/mining-pool/${watcher ? `${params.mode}/${params.watcherLinkId}/` : ''}${encodeURIComponent(account)}`;
  const subpage = subpageOf(path);
  const pages = (['overview', ...SUBPAGES] as Subpage[]).filter((p) => !watcher || READ_ONLY.includes(p));
  const nav = (
    <nav className="segmented mining-nav" aria-label={t('account.sections')}>
      {pages.map((p) => (
        <PageLink key={p} href={p === 'overview' ? base : `${base}/${p}`} aria-current={p === subpage ? 'page' : undefined}>
          {t(`pages.${p}.nav`)}
        </PageLink>
      ))}
    </nav>
  );
  if (watcher || INFORMATIONAL.includes(subpage))
    return (
      <InfoScreen
        testId={`mining-${subpage}`}
        summary={t(watcher ? 'watcher.summary' : `pages.${subpage}.summary`, { account })}
        sections={asSections(t(watcher ? 'watcher.sections' : `pages.${subpage}.sections`, { returnObjects: true }))}
        notice={
          <>
            <p className="notice" data-testid="mining-account">
              {t('account.label', { account })}
              {watcher && <> · {t('account.watcher')}</>}
            </p>
            {nav}
          </>
        }
        links={[{ href: region.helpCenterUrl, label: t('links.help') }]}
      />
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
