/**
 * The WBT benefit levels (GET /wbt benefits): what holding WBT gives at each level (fee and funding
 * discounts, free withdrawals and AML checks, deposit addresses, the referral rate) and what owning it
 * takes off the trading fees. Shared by the WBT page and the VIP program.
 */
import { useTranslation } from 'react-i18next';
import type { WbtBenefits } from '../../../generated/api/model/wbtBenefits.zod';
import { formatDecimal } from '../../lib/format/number-format';

const pct = (value: string, lng: string) => `${formatDecimal(value, lng, { max: 4 })}\u00a0%`;

export function HoldingLevels({ benefits, current }: { benefits: WbtBenefits; current?: number }) {
  const { t, i18n } = useTranslation('products');
  const lng = i18n.language;
  if (benefits.holding.length === 0) return <p className="query-state query-state--empty">{t('benefits.empty')}</p>;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="data-table" data-testid="holding-levels">
        <caption className="visually-hidden">{t('benefits.holdingTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('benefits.level')}</th>
            <th scope="col">{t('benefits.hold')}</th>
            <th scope="col">{t('benefits.makerDiscount')}</th>
            <th scope="col">{t('benefits.fundingDiscount')}</th>
            <th scope="col">{t('benefits.freeWithdrawals')}</th>
            <th scope="col">{t('benefits.freeAmlChecks')}</th>
            <th scope="col">{t('benefits.depositAddresses')}</th>
            <th scope="col">{t('benefits.referralRate')}</th>
          </tr>
        </thead>
        <tbody>
          {[...benefits.holding]
            .sort((a, b) => a.level - b.level)
            .map((level, index) => (
              <tr
                key={`${level.level}-${index}`}
                aria-current={level.level === current ? 'true' : undefined}
                className={level.level === current ? 'is-current' : undefined}
              >
                <th scope="row">
                  {t('benefits.levelN', { level: level.level })}
                  {level.level === current && <span className="status-pill status-pill--on">{t('benefits.yours')}</span>}
                </th>
                <td className="num">{formatDecimal(level.minAmount, lng, { max: 8 })} WBT</td>
                <td className="num">{pct(level.makerFeeDiscount, lng)}</td>
                <td className="num">{pct(level.fundingDiscount, lng)}</td>
                <td className="num">{level.freeWithdrawals}</td>
                <td className="num">{level.freeAmlChecks}</td>
                <td className="num">{level.depositAddresses}</td>
                <td className="num">{pct(String(level.referralRate ?? 40), lng)}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}

export function OwningLevels({ benefits }: { benefits: WbtBenefits }) {
  const { t, i18n } = useTranslation('products');
  const lng = i18n.language;
  if (benefits.owning.length === 0) return <p className="query-state query-state--empty">{t('benefits.empty')}</p>;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="data-table" data-testid="owning-levels">
        <caption className="visually-hidden">{t('benefits.owningTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('benefits.level')}</th>
            <th scope="col">{t('benefits.own')}</th>
            <th scope="col">{t('benefits.makerDiscount')}</th>
            <th scope="col">{t('benefits.takerDiscount')}</th>
          </tr>
        </thead>
        <tbody>
          {[...benefits.owning]
            .sort((a, b) => a.level - b.level)
            .map((level, index) => (
              <tr key={`${level.level}-${index}`}>
                <th scope="row">{t('benefits.levelN', { level: level.level })}</th>
                <td className="num">{formatDecimal(level.minAmount, lng, { max: 8 })} WBT</td>
                <td className="num">{pct(level.makerFeeDiscount, lng)}</td>
                <td className="num">{pct(level.takerFeeDiscount, lng)}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
