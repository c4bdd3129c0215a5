/**
 * /auto-invest/:id: one plan, its buys (newest first; the list refreshes while the page is open, so a scheduled buy
 * appears without a reload), and its actions: edit, pause or resume, delete (asked first).
 */
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getGetAutoInvestPlanQueryKey,
  getListAutoInvestPlansQueryKey,
  useDeleteAutoInvestPlan,
  useGetAutoInvestPlan,
  useListAutoInvestExecutions,
  usePauseAutoInvestPlan,
  useResumeAutoInvestPlan,
} from '../../../generated/api/auto-invest/auto-invest';
import type { AutoInvestPlanResponse } from '../../../generated/api/model/autoInvestPlanResponse.zod';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { notify } from '../../lib/toast/toast';
import { AppLink, type AppPath } from '../../ui/app-link';
import { ConfirmAction } from '../../ui/confirm-action';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { assetsText, scheduleText } from './plan-summary';

const REFRESH_MS = 5_000;

export function PlanDetail({ id, base }: { id: number; base: AppPath }) {
  const { t, i18n } = useTranslation('auto-invest');
  const locale = i18n.language;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { prefix } = useLocalizedPath();
  const plan = useGetAutoInvestPlan(id, { query: { refetchInterval: REFRESH_MS } });
  const buys = useListAutoInvestExecutions({ planId: id, limit: 100 }, { query: { refetchInterval: REFRESH_MS } });
  const pause = usePauseAutoInvestPlan();
  const resume = useResumeAutoInvestPlan();
  const remove = useDeleteAutoInvestPlan();
  const saved = (answer: AutoInvestPlanResponse) => {
    queryClient.setQueryData(getGetAutoInvestPlanQueryKey(id), answer);
    void queryClient.invalidateQueries({ queryKey: getListAutoInvestPlansQueryKey() });
  };

  if (plan.isPending) return <QueryLoading />;
  if (plan.isError) return <QueryError error={plan.error} onRetry={() => void plan.refetch()} />;
  const p = plan.data.data;
  const busy = pause.isPending || resume.isPending || remove.isPending;
  return (
    <section aria-labelledby="auto-invest-plan-title" data-testid="auto-invest-plan" data-status={p.status}>
      <h2 id="auto-invest-plan-title">{t('detail.title', { assets: assetsText(p) })}</h2>
      <dl className="auto-invest-plan__facts">
        <dt>{t('columns.amount')}</dt>
        <dd data-testid="auto-invest-plan-amount">
          {formatDecimal(p.amount, locale, { max: 8 })} {p.quote}
        </dd>
        <dt>{t('columns.schedule')}</dt>
        <dd>{scheduleText(t, p)}</dd>
        <dt>{t('columns.status')}</dt>
        <dd data-testid="auto-invest-plan-status">{t(`status.${p.status}`)}</dd>
        <dt>{t('columns.nextRun')}</dt>
        <dd>{p.nextRunAt === undefined ? '—' : formatDateTime(p.nextRunAt, locale)}</dd>
        <dt>{t('columns.invested')}</dt>
        <dd data-testid="auto-invest-plan-invested">
          {formatDecimal(p.totalInvested, locale, { max: 8 })} {p.quote}
        </dd>
      </dl>
      <div className="auto-invest-plan__actions">
        <AppLink to={`${base}/${id}/edit`} className="button button--small button--secondary">
          {t('detail.edit')}
        </AppLink>
        <button
          type="button"
          className="button button--small button--secondary"
          disabled={busy}
          onClick={() => (p.status === 'active' ? pause : resume).mutateAsync({ id }).then(saved, () => undefined)}
        >
          {t(p.status === 'active' ? 'detail.pause' : 'detail.resume')}
        </button>
        <ConfirmAction
          label={t('detail.delete')}
          question={t('detail.deleteQuestion')}
          confirmLabel={t('detail.deleteConfirm')}
          cancelLabel={t('detail.cancel')}
          pending={remove.isPending}
          disabled={busy}
          onConfirm={() =>
            void remove.mutateAsync({ id }).then(
              async () => {
                queryClient.removeQueries({ queryKey: getGetAutoInvestPlanQueryKey(id) });
                await queryClient.invalidateQueries({ queryKey: getListAutoInvestPlansQueryKey() });
                notify.success(t('detail.deleted'));
                await navigate({ href: `${prefix}${base}` });
              },
              () => undefined,
            )
          }
        />
      </div>
      <h3>{t('detail.buys')}</h3>
      {buys.isPending ? (
        <QueryLoading />
      ) : buys.isError ? (
        <QueryError error={buys.error} onRetry={() => void buys.refetch()} />
      ) : buys.data.data.length === 0 ? (
        <QueryEmpty>{t('detail.noBuys')}</QueryEmpty>
      ) : (
        <ul className="auto-invest-plan__buys" data-testid="auto-invest-buys">
          {buys.data.data.map((b) => (
            <li key={b.id} data-testid="auto-invest-buy" data-status={b.status}>
              {formatDateTime(b.time, locale)}:{' '}
              {b.status === 'success'
                ? t('detail.bought', {
                    amount: formatDecimal(b.amount, locale, { max: 8 }),
                    ticker: b.ticker,
                    spent: formatDecimal(b.spent, locale, { max: 8 }),
                    quote: b.quote,
                  })
                : t(`failure.${b.failure ?? 'balance'}`, { ticker: b.ticker })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
