/**
 * Auto-invest (auto-buy in australia, the region's `autoInvestPath`): recurring purchases on a schedule.
 * The contract has no plan call yet, so each route explains its part (the product, the plan list, creating,
 * one plan, editing) under the region's own product name and path.
 */
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRegion } from '../../lib/region/current-region';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { asSections, InfoScreen } from '../../ui/info-sections';
import { StandardAreaPage } from '../../ui/standard-area-page';

function topicOf(path: string): 'overview' | 'plans' | 'create' | 'plan' | 'edit' {
  if (path.endsWith('/overview')) return 'overview';
  if (path.endsWith('/create')) return 'create';
  if (path.endsWith('/:id/edit')) return 'edit';
  if (path.endsWith('/:id')) return 'plan';
  return 'plans';
}

export default function AutoInvestPage() {
  const entry = useRouteEntry();
  const { t } = useTranslation('auto-invest');
  const { prefix } = useLocalizedPath();
  const region = useRegion();
  const { id } = useParams({ strict: false }) as { id?: string };
  const base = `${prefix}${region.autoInvestPath}`;
  const product = t(region.autoInvestPath === '/auto-buy' ? 'names.autoBuy' : 'names.autoInvest');
  const topic = topicOf(entry.path);
  const values = { product, id: id ?? '', fiat: region.fiatCurrencies[0] ?? 'USD' };
  return (
    <StandardAreaPage>
      <InfoScreen
        testId={`auto-invest-${topic}`}
        summary={t(`${topic}.summary`, values)}
        sections={asSections(t(`${topic}.sections`, { returnObjects: true, ...values }))}
        links={[
          { href: `${base}/create`, label: t('links.create') },
          { href: base, label: t('links.plans') },
          { href: `${prefix}/history/trade/auto-invest`, label: t('links.history') },
        ].filter((l) => l.href !== `${prefix}${entry.path}`)}
      />
    </StandardAreaPage>
  );
}
