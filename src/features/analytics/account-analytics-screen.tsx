/**
 * /analytics/account, the account overview: the period's profit and loss (getPnlSummary), what the main, spot,
 * collateral and earn accounts were worth at the end of each day (getAccountValueHistory, USDT at the current
 * rates), and how the estimated value (in BTC) splits over them now.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useGetAccountValueHistory } from '../../../generated/api/analytics/analytics';
import { Dec, decimalString } from '../../lib/input/input-result';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { PeriodSwitch, PnlSummary, SeriesFigures, usePeriod } from './analytics-period';
import { ShareBars } from './share-bars';
import { shares, useBtcValues } from './use-btc-values';

const ACCOUNTS = ['main', 'spot', 'margin', 'staking'] as const;
const SERIES = [
  { key: 'total', color: '#e6e9ef' },
  { key: 'main', color: '#4c8dff' },
  { key: 'spot', color: '#3ddc97' },
  { key: 'collateral', color: '#f5a623' },
  { key: 'earn', color: '#b57bff' },
] as const;

export function AccountAnalyticsScreen() {
  const { t } = useTranslation('analytics');
  const [period, setPeriod] = usePeriod();
  const history = useGetAccountValueHistory({ period }, { query: { placeholderData: keepPreviousData } });
  const { balances, rates, value, pending } = useBtcValues();
  const list = balances.data?.data ?? [];
  let missing = false;
  const parts = ACCOUNTS.map((key) => {
    let sum = new Dec(0);
    for (const b of list) {
      const v = value(b, key);
      if (v === undefined) missing = true;
      else sum = sum.plus(v);
    }
    return { key, value: decimalString(sum) };
  });
  const items = shares(parts).map((s) => ({ ...s, label: t(`accounts.${s.key}`) }));
  return (
    <StandardAreaPage>
      <div className="toolbar">
        <PeriodSwitch value={period} onChange={setPeriod} />
      </div>
      <PnlSummary period={period} />
      {history.isPending ? (
        <QueryLoading />
      ) : history.isError ? (
        <QueryError error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <SeriesFigures
          points={history.data.data.points}
          columns={[
            ...SERIES.map((s) => ({ key: s.key, label: t(`value.${s.key}`), color: s.color })),
            { key: 'inflow', label: t('value.inflow') },
          ]}
          label={t('value.chart')}
          testId="account-series"
        />
      )}
      <h2>{t('accounts.title')}</h2>
      {pending ? (
        <QueryLoading />
      ) : balances.isError ? (
        <QueryError error={balances.error} onRetry={() => void balances.refetch()} />
      ) : items.length === 0 ? (
        <QueryEmpty>{t('empty')}</QueryEmpty>
      ) : (
        <>
          <ShareBars items={items} label={t('accounts.title')} testId="account-shares" />
          {(missing || rates.isError) && <p className="field__hint">{t('missingRates')}</p>}
        </>
      )}
    </StandardAreaPage>
  );
}
