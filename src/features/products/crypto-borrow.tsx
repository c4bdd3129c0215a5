/**
 * /crypto-borrow: loans against collateral (the contract's assumed crypto-borrow operations). Everyone sees the
 * terms (GET /v2/crypto-borrow/terms: what may be borrowed at which hourly interest and within which limits, what
 * may be pledged with its LTV thresholds) and how loans work; a logged-in user whose account allows borrowing
 * (permissions.borrow: hidden or disabled otherwise) takes out a loan and manages the open ones.
 */
import { useTranslation } from 'react-i18next';
import { useGetCryptoBorrowTerms } from '../../../generated/api/crypto-borrow/crypto-borrow';
import type { CryptoBorrowTerms } from '../../../generated/api/model/cryptoBorrowTerms.zod';
import { useGetSettings } from '../../../generated/api/session/session';
import { formatDecimal } from '../../lib/format/number-format';
import { Dec, decimalString } from '../../lib/input/input-result';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { AppLink } from '../../ui/app-link';
import { asSections, InfoSections } from '../../ui/info-sections';
import { LoginPrompt } from '../../ui/login-prompt';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { BorrowForm } from './borrow-form';
import { percentText, useBorrowWallet } from './borrow-figures';
import { CryptoLoans } from './crypto-loans';

const HOURS_PER_DAY = 24;
const DAYS_PER_YEAR = 365;

export function CryptoBorrow() {
  const { t } = useTranslation('products');
  const { loggedIn } = useSessionSnapshot();
  const terms = useGetCryptoBorrowTerms({ query: { staleTime: 15_000, refetchInterval: 30_000 } });
  return (
    <div className="crypto-borrow">
      {!loggedIn ? (
        <LoginPrompt message={t('borrow.guest')} action={t('links.login')} />
      ) : terms.isSuccess ? (
        <Borrowing terms={terms.data.data} />
      ) : null}
      {terms.isPending ? (
        <QueryLoading />
      ) : terms.isError ? (
        <QueryError error={terms.error} onRetry={() => void terms.refetch()} />
      ) : (
        <TermsTables terms={terms.data.data} />
      )}
      <InfoSections sections={asSections(t('borrow.sections', { returnObjects: true }))} />
      <p className="product-info__links">
        <AppLink className="button button--secondary" to="/activities/borrows">
          {t('links.activeLoans')}
        </AppLink>
        <AppLink className="button button--secondary" to="/history/collateral/borrow">
          {t('links.borrowHistory')}
        </AppLink>
      </p>
    </div>
  );
}

/** The form and the loans, as the account's borrow permission allows. */
function Borrowing({ terms }: { terms: CryptoBorrowTerms }) {
  const { t } = useTranslation('products');
  const settings = useGetSettings({ query: { staleTime: 30_000 } });
  const wallet = useBorrowWallet(true);
  const permission = settings.data?.data.permissions.borrow;
  if (permission?.hide) return <p className="notice">{t('borrow.unavailable')}</p>;
  return (
    <>
      {permission && !permission.enabled ? (
        <p className="notice" data-testid="borrow-disabled">
          {t('borrow.disabled')}
        </p>
      ) : wallet.ready ? (
        <BorrowForm terms={terms} wallet={wallet} />
      ) : (
        <QueryLoading />
      )}
      <CryptoLoans wallet={wallet} />
    </>
  );
}

function TermsTables({ terms }: { terms: CryptoBorrowTerms }) {
  const { t, i18n } = useTranslation('products');
  const lng = i18n.language;
  const rate = (hourly: string, factor: number) => `${formatDecimal(decimalString(new Dec(hourly).mul(factor)), lng, { max: 4 })}\u00a0%`;
  return (
    <section aria-labelledby="borrow-terms-title">
      <h2 id="borrow-terms-title">{t('borrow.title')}</h2>
      <div className="table-scroll" tabIndex={0}>
        <table className="data-table" data-testid="borrow-table">
          <thead>
            <tr>
              <th scope="col">{t('borrow.columns.asset')}</th>
              <th scope="col">{t('borrow.columns.hourly')}</th>
              <th scope="col">{t('borrow.columns.daily')}</th>
              <th scope="col">{t('borrow.columns.yearly')}</th>
              <th scope="col">{t('borrow.columns.limits')}</th>
            </tr>
          </thead>
          <tbody>
            {terms.loanAssets.map((a) => (
              <tr key={a.ticker}>
                <th scope="row">{a.ticker}</th>
                <td className="num">{rate(a.hourlyRate, 1)}</td>
                <td className="num">{rate(a.hourlyRate, HOURS_PER_DAY)}</td>
                <td className="num">{rate(a.hourlyRate, HOURS_PER_DAY * DAYS_PER_YEAR)}</td>
                <td className="num">
                  {formatDecimal(a.minAmount, lng)} – {formatDecimal(a.maxAmount, lng)} {a.ticker}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="field__hint">{t('borrow.simpleInterest')}</p>
      <h2 id="borrow-collateral-title">{t('borrow.collateralTitle')}</h2>
      <div className="table-scroll" tabIndex={0}>
        <table className="data-table" data-testid="collateral-table" aria-labelledby="borrow-collateral-title">
          <thead>
            <tr>
              <th scope="col">{t('borrow.columns.asset')}</th>
              <th scope="col">{t('borrow.columns.initialLtv')}</th>
              <th scope="col">{t('borrow.columns.marginCallLtv')}</th>
              <th scope="col">{t('borrow.columns.liquidationLtv')}</th>
            </tr>
          </thead>
          <tbody>
            {terms.collateralAssets.map((c) => (
              <tr key={c.ticker}>
                <th scope="row">{c.ticker}</th>
                <td className="num">{percentText(c.initialLtv, lng)}</td>
                <td className="num">{percentText(c.marginCallLtv, lng)}</td>
                <td className="num">{percentText(c.liquidationLtv, lng)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
