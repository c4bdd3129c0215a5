/**
 * /analytics/total: the profit and loss of the period (getPnlSummary) and of each day with its running sum
 * (getPnlHistory), then how the estimated value (in BTC) splits over the assets, the largest first; assets without a
 * rate are named, not counted.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useGetPnlHistory } from '../../../generated/api/analytics/analytics';
import { PeriodSwitch, PnlSummary, SeriesFigures, usePeriod } from './analytics-period';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { ShareBars } from './share-bars';
import { shares, useBtcValues } from './use-btc-values';

export const TOP_ASSETS = 10;

export function AssetAnalyticsScreen() {
  const { t } = useTranslation('analytics');
  const [period, setPeriod] = usePeriod();
  const pnl = useGetPnlHistory({ period }, { query: { placeholderData: keepPreviousData } });
  const { balances, rates, value, pending } = useBtcValues();
  const list = balances.data?.data ?? [];
  const unvalued = list.filter((b) => value(b, 'total') === undefined).map((b) => b.ticker);
  const all = shares(list.map((b) => ({ key: b.ticker, value: value(b, 'total') ?? '0' })));
  const items = all.slice(0, TOP_ASSETS).map((s) => ({ ...s, label: s.key }));
  return (
    <StandardAreaPage>
      <div className="toolbar">
        <PeriodSwitch value={period} onChange={setPeriod} />
      </div>
      <PnlSummary period={period} />
      {pnl.isPending ? (
        <QueryLoading />
      ) : pnl.isError ? (
        <QueryError error={pnl.error} onRetry={() => void pnl.refetch()} />
      ) : (
        <SeriesFigures
          points={pnl.data.data.points}
          columns={[
            { key: 'pnl', label: t('pnl.daily'), color: '#4c8dff', kind: 'histogram' },
            { key: 'cumulative', label: t('pnl.cumulative'), color: '#3ddc97' },
          ]}
          label={t('pnl.chart')}
          testId="pnl-series"
        />
      )}
      <h2>{t('assets.title')}</h2>
      {pending ? (
        <QueryLoading />
      ) : balances.isError ? (
        <QueryError error={balances.error} onRetry={() => void balances.refetch()} />
      ) : items.length === 0 ? (
        <QueryEmpty>{t('empty')}</QueryEmpty>
      ) : (
        <>
          <ShareBars items={items} label={t('assets.title')} testId="asset-shares" />
          {all.length > TOP_ASSETS && <p className="field__hint">{t('assets.more', { count: all.length - TOP_ASSETS })}</p>}
          {(unvalued.length > 0 || rates.isError) && (
            <p className="field__hint">{t('assets.unvalued', { tickers: unvalued.join(', ') })}</p>
          )}
        </>
      )}
    </StandardAreaPage>
  );
}
