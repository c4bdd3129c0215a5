/**
 * The codes area (spec section 2, /codes/...): codes carry an amount of an asset from one account to another.
 * The contract has no call to list, create or activate codes yet, so each page says what it is for; the
 * status page names the filter it was opened with (all, created, used; the route checks the value).
 */
import { useTranslation } from 'react-i18next';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { StandardAreaPage } from '../../ui/standard-area-page';

const TOPICS: Record<string, string> = {
  '/codes/:status': 'list',
  '/codes/create': 'create',
  '/codes/create/success': 'created',
  '/codes/activate': 'activate',
  '/codes/activate/success': 'activated',
  '/codes/packages': 'packages',
  '/codes/packages/create': 'packages',
  '/codes/packages/generate': 'packages',
  '/codes/packages/:id': 'packages',
};

export default function CodesPage() {
  const { t } = useTranslation('codes');
  const entry = useRouteEntry();
  const { path } = useLocalizedPath();
  const topic = TOPICS[entry.path] ?? 'list';
  const status = entry.path === '/codes/:status' ? (path.split('/')[2] ?? 'all') : undefined;
  return (
    <StandardAreaPage>
      <div className="notice" data-testid="codes-informational">
        <p>{t(`topics.${topic}`)}</p>
        {status && <p>{t('statusFilter', { status: t(`statuses.${status}`, { defaultValue: t('statuses.all') }) })}</p>}
        <p className="field__hint">{t('notYet')}</p>
      </div>
    </StandardAreaPage>
  );
}
