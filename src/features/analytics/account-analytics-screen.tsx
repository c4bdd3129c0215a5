/**
 * /analytics/account: how the estimated value (in BTC) splits over the main, spot, collateral and earn accounts.
 */
import { useTranslation } from 'react-i18next';
import { Dec, decimalString } from '../../lib/input/input-result';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { ShareBars } from './share-bars';
import { shares, useBtcValues } from './use-btc-values';

const ACCOUNTS = ['main', 'spot', 'margin', 'staking'] as const;

export function AccountAnalyticsScreen() {
  const { t } = useTranslation('analytics');
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
