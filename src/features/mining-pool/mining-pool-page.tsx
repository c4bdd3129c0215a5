/**
 * The mining pool: /mining-pool (the user's pool) and the account pages /mining-pool/:mode?/:watcherLinkId?/:account
 * with their subpages. The contract's only mining calls are the CSV reports (pool, account, worker), so the
 * pages offer those downloads and explain each subpage; a watcher link (mode `watcher-link`) is a read-only
 * view of someone else's account and shows only the read-only subpages.
 */
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRegion } from '../../lib/region/current-region';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { asSections, InfoScreen } from '../../ui/info-sections';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { HashrateConverter } from './hashrate-converter';
import { ReportDownload } from './report-download';
import { PageLink } from '../../ui/app-link';

export const SUBPAGES = ['dashboard', 'workers', 'rewards', 'referrals', 'watcher-links', 'connect-workers', 'manage-accounts'] as const;
type Subpage = (typeof SUBPAGES)[number] | 'overview' | 'worker';
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
    <StandardAreaPage>
      {entry.path === '/mining-pool' ? <PoolOverview /> : <AccountPage path={entry.path} params={params} />}
    </StandardAreaPage>
  );
}

function subpageOf(path: string): Subpage {
  if (path.endsWith('/workers/:id')) return 'worker';
  const last = path.split('/').pop() ?? '';
  return (SUBPAGES as readonly string[]).includes(last) ? (last as Subpage) : 'overview';
}

const numericId = (value: string | undefined) => (value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined);

function PoolOverview() {
  const { t } = useTranslation('mining-pool');
  const region = useRegion();
  return (
    <InfoScreen
      testId="mining-pool-overview"
      summary={t('pool.summary')}
      sections={asSections(t('pool.sections', { returnObjects: true }))}
      notice={<ReportDownload scope={{ kind: 'pool' }} />}
      links={[{ href: region.helpCenterUrl, label: t('links.help') }]}
    />
  );
}

function AccountPage({ path, params }: { path: string; params: MiningParams }) {
  const { t } = useTranslation('mining-pool');
  const { prefix } = useLocalizedPath();
  const region = useRegion();
  const account = params.account ?? '';
  const watcher = params.mode === 'watcher-link' && params.watcherLinkId !== undefined;
  const base = `${prefix}/mining-pool/${watcher ? `${params.mode}/${params.watcherLinkId}/` : ''}${encodeURIComponent(account)}`;
  const subpage = subpageOf(path);
  const pages: Subpage[] = ['overview', ...SUBPAGES].filter((p) => !watcher || READ_ONLY.includes(p as Subpage)) as Subpage[];
  const accountId = numericId(account);
  const workerId = numericId(params.id);

  const notice = (
    <>
      <p className="notice" data-testid="mining-account">
        {t('account.label', { account })}
        {watcher && <> · {t('account.watcher')}</>}
      </p>
      <nav className="segmented" aria-label={t('account.sections')}>
        {pages.map((p) => (
          <PageLink key={p} href={p === 'overview' ? base : `${base}/${p}`} aria-current={p === subpage ? 'page' : undefined}>
            {t(`pages.${p}.nav`)}
          </PageLink>
        ))}
      </nav>
      {subpage === 'worker' && <p className="notice">{t('account.worker', { id: params.id ?? '' })}</p>}
      {subpage === 'worker' && accountId !== undefined && workerId !== undefined && (
        <ReportDownload scope={{ kind: 'worker', accountId, workerId }} />
      )}
      {subpage !== 'worker' && accountId !== undefined && ['overview', 'dashboard', 'rewards', 'workers'].includes(subpage) && (
        <ReportDownload scope={{ kind: 'account', accountId }} />
      )}
      {subpage === 'dashboard' && <HashrateConverter />}
    </>
  );
  return (
    <InfoScreen
      testId={`mining-${subpage}`}
      summary={t(`pages.${subpage}.summary`)}
      sections={asSections(t(`pages.${subpage}.sections`, { returnObjects: true }))}
      notice={notice}
      links={[{ href: region.helpCenterUrl, label: t('links.help') }]}
    />
  );
}
