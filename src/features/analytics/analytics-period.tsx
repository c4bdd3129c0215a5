/**
 * What every analytics chart shares: the period switch (7, 30, 90 or 365 days ending today, UTC), the chart itself
 * (lightweight-charts, a chunk of its own) with its figures in a table, and the period's profit and loss
 * (the contract's assumed getPnlSummary).
 */
import { keepPreviousData } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetPnlSummary } from '../../../generated/api/analytics/analytics';
import type { AnalyticsPeriod } from '../../../generated/api/model/analyticsPeriod.zod';
import { formatDate } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { SegmentedControl } from '../../ui/segmented-control';
import type { ChartSeries } from '../../ui/time-series-chart';

const Chart = lazy(() => import('../../ui/time-series-chart'));
export const PERIODS = ['7d', '30d', '90d', '365d'] as const satisfies readonly AnalyticsPeriod[];

export function usePeriod() {
  return useState<AnalyticsPeriod>('30d');
}

export function PeriodSwitch({ value, onChange }: { value: AnalyticsPeriod; onChange: (period: AnalyticsPeriod) => void }) {
  const { t } = useTranslation('analytics');
  return (
    <SegmentedControl
      variant="radio"
      aria-label={t('period.label')}
      items={PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
      value={value}
      onChange={onChange}
    />
  );
}

export interface Column {
  key: string;
  label: string;
  color?: string;
  kind?: ChartSeries['kind'];
}

/** A chart of some columns of the points and, below, every figure in a table (USDT). */
export function SeriesFigures<P extends { time: number } & Record<string, unknown>>({
  points,
  columns,
  label,
  testId,
}: {
  points: readonly P[];
  columns: readonly Column[];
  label: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation('analytics');
  const locale = i18n.language;
  const series: ChartSeries[] = columns
    .filter((c) => c.color)
    .map((c) => ({ kind: c.kind ?? 'line', color: c.color!, points: points.map((p) => ({ time: p.time, value: String(p[c.key]) })) }));
  return (
    <section className="analytics-series" aria-label={label}>
      <Suspense fallback={<div style={{ height: 260 }} aria-hidden="true" />}>
        <Chart series={series} label={label} />
      </Suspense>
      <details className="analytics-series__figures">
        <summary>{t('figures')}</summary>
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table" data-testid={testId}>
            <caption className="visually-hidden">{label}</caption>
            <thead>
              <tr>
                <th scope="col">{t('day')}</th>
                {columns.map((c) => (
                  <th scope="col" key={c.key}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...points].reverse().map((p) => (
                <tr key={p.time} data-time={p.time}>
                  <th scope="row">{formatDate(p.time, locale)}</th>
                  {columns.map((c) => (
                    <td key={c.key} className="num" data-key={c.key} data-value={String(p[c.key])}>
                      {formatDecimal(String(p[c.key]), locale, { max: 8 })}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

/** The period's profit and loss: start and end value, net inflow, PnL and its percentage. */
export function PnlSummary({ period }: { period: AnalyticsPeriod }) {
  const { t, i18n } = useTranslation('analytics');
  const summary = useGetPnlSummary({ period }, { query: { placeholderData: keepPreviousData } });
  if (summary.isPending) return <QueryLoading />;
  if (summary.isError) return <QueryError error={summary.error} onRetry={() => void summary.refetch()} />;
  const s = summary.data.data;
  const locale = i18n.language;
  const usdt = (value: string) => `${formatDecimal(value, locale, { max: 2 })} USDT`;
  return (
    <dl className="balance-summary__accounts" data-testid="pnl-summary">
      <div className="card">
        <dt>{t('pnl.start')}</dt>
        <dd>{usdt(s.startValue)}</dd>
      </div>
      <div className="card">
        <dt>{t('pnl.end')}</dt>
        <dd>{usdt(s.endValue)}</dd>
      </div>
      <div className="card">
        <dt>{t('pnl.inflow')}</dt>
        <dd data-value={s.netInflow}>{usdt(s.netInflow)}</dd>
      </div>
      <div className="card">
        <dt>{t('pnl.pnl')}</dt>
        <dd className={s.pnl.startsWith('-') ? 'down' : 'up'} data-value={s.pnl}>
          {usdt(s.pnl)} ({formatDecimal(s.pnlPercent, locale, { max: 2 })} %)
        </dd>
      </div>
    </dl>
  );
}
