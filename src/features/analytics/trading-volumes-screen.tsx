/**
 * /analytics/trading-volumes: what the user traded over the period, in USDT, by kind of market, with the number of
 * fills and the fees (getTradingVolumes), and per day as stacked bars (getTradingVolumeHistory); both assumed
 * operations computed by the exchange from the user's fills.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useGetTradingVolumeHistory, useGetTradingVolumes } from '../../../generated/api/analytics/analytics';
import { formatDecimal } from '../../lib/format/number-format';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { PeriodSwitch, SeriesFigures, usePeriod } from './analytics-period';

const KINDS = ['spot', 'margin', 'futures'] as const;
const COLORS = { spot: '#4c8dff', margin: '#f5a623', futures: '#3ddc97' };

export function TradingVolumesScreen() {
  const { t, i18n } = useTranslation('analytics');
  const [period, setPeriod] = usePeriod();
  const totals = useGetTradingVolumes({ period }, { query: { placeholderData: keepPreviousData } });
  const history = useGetTradingVolumeHistory({ period }, { query: { placeholderData: keepPreviousData } });
  const locale = i18n.language;
  const usdt = (value: string) => `${formatDecimal(value, locale, { max: 8 })} USDT`;
  return (
    <StandardAreaPage>
      <div className="toolbar">
        <PeriodSwitch value={period} onChange={setPeriod} />
      </div>
      {totals.isPending ? (
        <QueryLoading />
      ) : totals.isError ? (
        <QueryError error={totals.error} onRetry={() => void totals.refetch()} />
      ) : (
        <dl className="balance-summary__accounts" data-testid="volume-totals">
          {(['total', ...KINDS] as const).map((key) => (
            <div key={key} className="card">
              <dt>{t(`volumes.${key}`)}</dt>
              <dd data-key={key} data-value={totals.data.data[key]}>
                {usdt(totals.data.data[key])}
              </dd>
            </div>
          ))}
          <div className="card">
            <dt>{t('volumes.deals')}</dt>
            <dd data-key="deals">{totals.data.data.deals}</dd>
          </div>
          <div className="card">
            <dt>{t('volumes.fees')}</dt>
            <dd data-key="fees" data-value={totals.data.data.fees}>
              {usdt(totals.data.data.fees)}
            </dd>
          </div>
        </dl>
      )}
      {history.isPending ? (
        <QueryLoading />
      ) : history.isError ? (
        <QueryError error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <SeriesFigures
          points={history.data.data.points}
          columns={KINDS.map((k) => ({ key: k, label: t(`volumes.${k}`), color: COLORS[k], kind: 'histogram' as const }))}
          label={t('volumes.chart')}
          testId="volume-series"
        />
      )}
    </StandardAreaPage>
  );
}
