/**
 * /analytics/total: how the estimated value (in BTC) splits over the assets, the largest first; assets
 * without a rate are named, not counted.
 */
import { useTranslation } from 'react-i18next';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { ShareBars } from './share-bars';
import { shares, useBtcValues } from './use-btc-values';

export const TOP_ASSETS = 10;

export function AssetAnalyticsScreen() {
  const { t } = useTranslation('analytics');
  const { balances, rates, value, pending } = useBtcValues();
  const list = balances.data?.data ?? [];
  const unvalued = list.filter((b) => value(b, 'total') === undefined).map((b) => b.ticker);
  const all = shares(list.map((b) => ({ key: b.ticker, value: value(b, 'total') ?? '0' })));
  const items = all.slice(0, TOP_ASSETS).map((s) => ({ ...s, label: s.key }));
  return (
    <StandardAreaPage>
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
