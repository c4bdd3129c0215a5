/**
 * Auto-invest (auto-buy in australia, the region's `autoInvestPath`): recurring purchases on a schedule. The overview
 * explains the product; the plan list, creating, one plan (with its buys, pause, resume and delete) and editing call
 * the contract's auto-invest operations. The route table's `autoInvest` feature flag and region rule gate the routes.
 */
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useGetAutoInvestPlan } from '../../../generated/api/auto-invest/auto-invest';
import { useRegion } from '../../lib/region/current-region';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { useLocalizedPath } from '../../lib/routing/use-area';
import type { AppPath } from '../../ui/app-link';
import { asSections, InfoScreen } from '../../ui/info-sections';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { PlanDetail } from './plan-detail';
import { EMPTY_PLAN, PlanForm } from './plan-form';
import { PlanList } from './plan-list';

type Topic = 'overview' | 'plans' | 'create' | 'plan' | 'edit';

function topicOf(path: string): Topic {
  if (path.endsWith('/overview')) return 'overview';
  if (path.endsWith('/create')) return 'create';
  if (path.endsWith('/:id/edit')) return 'edit';
  if (path.endsWith('/:id')) return 'plan';
  return 'plans';
}

function EditPlan({ id, base }: { id: number; base: AppPath }) {
  const plan = useGetAutoInvestPlan(id);
  if (plan.isPending) return <QueryLoading />;
  if (plan.isError) return <QueryError error={plan.error} onRetry={() => void plan.refetch()} />;
  const { quote, amount, assets, schedule } = plan.data.data;
  return <PlanForm id={id} base={base} plan={{ quote, amount, assets, schedule }} />;
}

export default function AutoInvestPage() {
  const entry = useRouteEntry();
  const { t } = useTranslation('auto-invest');
  const { prefix } = useLocalizedPath();
  const region = useRegion();
  const { id } = useParams({ strict: false }) as { id?: string };
  const base = region.autoInvestPath;
  const product = t(base === '/auto-buy' ? 'names.autoBuy' : 'names.autoInvest');
  const topic = topicOf(entry.path);
  const planId = Number(id);
  if (topic === 'overview') {
    const values = { product, id: id ?? '', fiat: region.fiatCurrencies[0] ?? 'USD' };
    return (
      <StandardAreaPage>
        <InfoScreen
          testId="auto-invest-overview"
          summary={t('overview.summary', values)}
          sections={asSections(t('overview.sections', { returnObjects: true, ...values }))}
          links={[
            { href: `${prefix}${base}/create`, label: t('links.create') },
            { href: `${prefix}${base}`, label: t('links.plans') },
            { href: `${prefix}/history/trade/auto-invest`, label: t('links.history') },
          ]}
        />
      </StandardAreaPage>
    );
  }
  const valid = Number.isInteger(planId) && planId > 0;
  return (
    <StandardAreaPage>
      <div data-testid={`auto-invest-${topic}`}>
        {topic === 'plans' && <PlanList base={base} />}
        {topic === 'create' && <PlanForm base={base} plan={EMPTY_PLAN} />}
        {topic === 'plan' && (valid ? <PlanDetail id={planId} base={base} /> : <p role="alert">{t('detail.notFound')}</p>)}
        {topic === 'edit' && (valid ? <EditPlan id={planId} base={base} /> : <p role="alert">{t('detail.notFound')}</p>)}
      </div>
    </StandardAreaPage>
  );
}
