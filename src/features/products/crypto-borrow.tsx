/**
 * /crypto-borrow: what borrowing against collateral means and, for a logged-in user, the assets of the
 * margin account that can be borrowed with their interest and limits (the margin-asset list needs a
 * session, so a guest sees the explanation and a login link instead of a 401).
 */
import { useTranslation } from 'react-i18next';
import { useListMarginAssets } from '../../../generated/api/trade/trade';
import { formatDecimal } from '../../lib/format/number-format';
import { Dec, decimalString } from '../../lib/input/input-result';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { asSections, InfoSections } from '../../ui/info-sections';
import { LoginPrompt } from '../../ui/login-prompt';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { AppLink } from '../../ui/app-link';

const HOURS_PER_DAY = 24;
const DAYS_PER_YEAR = 365;

export function CryptoBorrow() {
  const { t } = useTranslation('products');
  const { loggedIn } = useSessionSnapshot();
  return (
    <div className="crypto-borrow">
      {loggedIn ? <BorrowableAssets /> : <LoginPrompt message={t('borrow.guest')} action={t('links.login')} />}
      <InfoSections sections={asSections(t('borrow.sections', { returnObjects: true }))} />
      <p className="product-info__links">
        <AppLink className="button button--secondary" to="/activities/borrows">
          {t('links.activeLoans')}
        </AppLink>
        <AppLink className="button button--secondary" to="/trading-data/collateral-weight">
          {t('links.collateralWeight')}
        </AppLink>
        <AppLink className="button button--secondary" to="/history/collateral/borrow">
          {t('links.borrowHistory')}
        </AppLink>
      </p>
    </div>
  );
}

function BorrowableAssets() {
  const { t, i18n } = useTranslation('products');
  const assets = useListMarginAssets({ query: { staleTime: 60_000 } });
  const lng = i18n.language;
  if (assets.isPending) return <QueryLoading />;
  if (assets.isError) return <QueryError error={assets.error} onRetry={() => void assets.refetch()} />;
  const rows = assets.data.data.filter((a) => a.borrowEnabled);
  if (rows.length === 0) return <QueryEmpty>{t('borrow.empty')}</QueryEmpty>;
  const rate = (hourly: string | undefined, factor: number) =>
    hourly === undefined ? '—' : `${formatDecimal(decimalString(new Dec(hourly).mul(factor)), lng, { max: 4 })}\u00a0%`;
  return (
    <section aria-labelledby="borrowable-title">
      <h2 id="borrowable-title">{t('borrow.title')}</h2>
      <div className="table-scroll" tabIndex={0}>
        <table className="data-table" data-testid="borrow-table">
          <thead>
            <tr>
              <th scope="col">{t('borrow.columns.asset')}</th>
              <th scope="col">{t('borrow.columns.hourly')}</th>
              <th scope="col">{t('borrow.columns.daily')}</th>
              <th scope="col">{t('borrow.columns.yearly')}</th>
              <th scope="col">{t('borrow.columns.limit')}</th>
              <th scope="col">{t('borrow.columns.weight')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((a, index) => (
              <tr key={`${a.ticker}-${index}`}>
                <th scope="row">{a.ticker}</th>
                <td className="num">{rate(a.hourlyBorrowRate, 1)}</td>
                <td className="num">{rate(a.hourlyBorrowRate, HOURS_PER_DAY)}</td>
                <td className="num">{rate(a.hourlyBorrowRate, HOURS_PER_DAY * DAYS_PER_YEAR)}</td>
                <td className="num">{a.maxBorrow ? `${formatDecimal(a.maxBorrow, lng, { max: 8 })} ${a.ticker}` : '—'}</td>
                <td className="num">{formatDecimal(a.collateralWeight, lng, { max: 2 })}&nbsp;%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="field__hint">{t('borrow.simpleInterest')}</p>
    </section>
  );
}
