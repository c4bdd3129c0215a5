/**
 * A hashrate history with its interval (5 minutes, an hour, a day: the published intervals): the figures of the
 * points (latest, average and highest, exact from the decimal strings) and the chart, whose chunk (lightweight-charts)
 * loads after the page has painted. The account's or one worker's: the caller holds the interval and its query.
 */
import Decimal from 'decimal.js';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MiningHashrateResponse } from '../../../generated/api/model/miningHashrateResponse.zod';
import type { MiningInterval } from '../../../generated/api/model/miningInterval.zod';
import { formatHashrate } from '../../lib/input/hashrate';
import { AfterPaint } from '../../lib/loading/after-first-paint';
import { CallError } from '../../ui/call-error';
import { QueryLoading } from '../../ui/query-state';
import { SegmentedControl } from '../../ui/segmented-control';

const HashrateChart = lazy(() => import('./hashrate-chart'));
export const INTERVALS: readonly MiningInterval[] = ['5m', '1h', '24h'];

interface HashrateQuery {
  data?: MiningHashrateResponse;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The interval a hashrate panel starts with, and its state. */
export const useHashrateInterval = () => useState<MiningInterval>('1h');

export function HashratePanel({
  title,
  interval,
  onInterval,
  query,
}: {
  title: string;
  interval: MiningInterval;
  /** Absent where the interval is fixed (a watcher link shows the last 24 hours, hour by hour). */
  onInterval?: (interval: MiningInterval) => void;
  /** The hashrate query of `interval`. */
  query: HashrateQuery;
}) {
  const { t } = useTranslation('mining-pool');
  const points = query.data?.data.hashrate ?? [];
  const values = points.map((p) => new Decimal(p.hashrate));
  const average = values.length
    ? values
        .reduce((a, b) => a.plus(b), new Decimal(0))
        .div(values.length)
        .toFixed(0)
    : '0';
  const highest = values.length ? Decimal.max(...values).toFixed() : '0';
  const latest = points.at(-1)?.hashrate ?? '0';
  return (
    <section className="card hashrate-panel" aria-labelledby="hashrate-title">
      <header className="panel__header">
        <h2 id="hashrate-title">{title}</h2>
        {onInterval && (
          <SegmentedControl
            variant="radio"
            className="segmented"
            aria-label={t('chart.interval')}
            items={INTERVALS.map((i) => ({ value: i, label: t(`chart.intervals.${i}`) }))}
            value={interval}
            onChange={onInterval}
          />
        )}
      </header>
      {query.isPending ? (
        <QueryLoading />
      ) : query.isError ? (
        <CallError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <dl className="stat-grid" data-testid="hashrate-figures">
            <div className="stat">
              <dt className="stat__label">{t('chart.latest')}</dt>
              <dd className="stat__value" data-testid="hashrate-latest" data-value={latest}>
                {formatHashrate(latest).text}
              </dd>
            </div>
            <div className="stat">
              <dt className="stat__label">{t('chart.average')}</dt>
              <dd className="stat__value">{formatHashrate(average).text}</dd>
            </div>
            <div className="stat">
              <dt className="stat__label">{t('chart.highest')}</dt>
              <dd className="stat__value">{formatHashrate(highest).text}</dd>
            </div>
          </dl>
          <AfterPaint placeholder={<div className="hashrate-chart" aria-busy="true" />}>
            <HashrateChart points={points} label={t('chart.label', { title, count: points.length })} />
          </AfterPaint>
        </>
      )}
    </section>
  );
}
