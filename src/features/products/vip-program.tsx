/**
 * /vip-program: the VIP levels are the WBT benefit levels (the contract has no separate VIP call): the
 * fee discounts of owning WBT and the perks of holding it, and, for a logged-in user, their holding level.
 */
import { useTranslation } from 'react-i18next';
import { useGetWbtBenefits } from '../../../generated/api/balances/balances';
import { useGetUserFundingDiscount } from '../../../generated/api/funding/funding';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { asSections, InfoSections } from '../../ui/info-sections';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { HoldingLevels, OwningLevels } from './wbt-benefits';
import { AppLink } from '../../ui/app-link';

export function VipProgram() {
  const { t } = useTranslation('products');
  const { loggedIn } = useSessionSnapshot();
  const benefits = useGetWbtBenefits({ query: { staleTime: 5 * 60_000 } });
  // The user's holding level comes with their funding discount (the only call that names it).
  const mine = useGetUserFundingDiscount({ query: { enabled: loggedIn, staleTime: 60_000 } });
  const level = mine.data?.data.holdingLevel;
  return (
    <div className="vip">
      {level !== undefined && (
        <p className="notice" data-testid="vip-level">
          {t('vip.yourLevel', { level })}
        </p>
      )}
      <InfoSections sections={asSections(t('vip.sections', { returnObjects: true }))} />
      {benefits.isPending ? (
        <QueryLoading />
      ) : benefits.isError ? (
        <QueryError error={benefits.error} onRetry={() => void benefits.refetch()} />
      ) : (
        <>
          <section aria-labelledby="vip-fees">
            <h2 id="vip-fees">{t('vip.feesTitle')}</h2>
            <OwningLevels benefits={benefits.data.data} />
          </section>
          <section aria-labelledby="vip-perks">
            <h2 id="vip-perks">{t('vip.perksTitle')}</h2>
            <HoldingLevels benefits={benefits.data.data} current={level} />
          </section>
        </>
      )}
      <p className="product-info__links">
        <AppLink className="button" to="/wbt/boost">
          {t('links.boost')}
        </AppLink>
        <AppLink className="button button--secondary" to="/trading-data/trading-fees">
          {t('links.tradingFees')}
        </AppLink>
      </p>
    </div>
  );
}
