/**
 * /trading-data/collateral-weight: how much of each margin asset's value counts as collateral, and its
 * borrow terms. The contract's margin-asset list needs a session, so a guest is asked to log in rather
 * than sent a 401 (which would bounce the whole page to the login screen).
 */
import { useTranslation } from 'react-i18next';
import { useListMarginAssets } from '../../../generated/api/trade/trade';
import { formatDecimal } from '../../lib/format/number-format';
import { Dec } from '../../lib/input/input-result';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { LoginPrompt } from '../../ui/login-prompt';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { percent } from './percent';

export function CollateralWeight() {
  const { t } = useTranslation('trading-data');
  const { loggedIn } = useSessionSnapshot();
  return (
    <div className="collateral-weight">
      <p>{t('collateral.explain')}</p>
      {loggedIn ? <MarginAssetTable /> : <LoginPrompt message={t('collateral.guest')} action={t('login')} />}
    </div>
  );
}

function MarginAssetTable() {
  const { t, i18n } = useTranslation('trading-data');
  const assets = useListMarginAssets({ query: { staleTime: 60_000 } });
  const lng = i18n.language;
  if (assets.isPending) return <QueryLoading />;
  if (assets.isError) return <QueryError error={assets.error} onRetry={() => void assets.refetch()} />;
  if (assets.data.data.length === 0) return <QueryEmpty>{t('collateral.empty')}</QueryEmpty>;
  const rows = [...assets.data.data].sort(
    (a, b) => new Dec(b.collateralWeight).comparedTo(a.collateralWeight) || a.ticker.localeCompare(b.ticker),
  );
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="data-table" data-testid="collateral-table">
        <caption className="visually-hidden">{t('collateral.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('collateral.columns.asset')}</th>
            <th scope="col">{t('collateral.columns.weight')}</th>
            <th scope="col">{t('collateral.columns.borrow')}</th>
            <th scope="col">{t('collateral.columns.hourlyRate')}</th>
            <th scope="col">{t('collateral.columns.maxBorrow')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((a, index) => (
            <tr key={`${a.ticker}-${index}`} data-testid="collateral-row">
              <th scope="row">{a.ticker}</th>
              <td className="num">{percent(a.collateralWeight, lng, 2)}</td>
              <td>{a.borrowEnabled ? t('collateral.borrowable') : t('collateral.notBorrowable')}</td>
              <td className="num">{a.hourlyBorrowRate ? percent(a.hourlyBorrowRate, lng, 6) : '—'}</td>
              <td className="num">{a.maxBorrow ? `${formatDecimal(a.maxBorrow, lng, { max: 8 })} ${a.ticker}` : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
