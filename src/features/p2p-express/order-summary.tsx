/**
 * An order's figures as fixed when it was made: what the user gives, the merchant's rate and fee, what arrives, the
 * merchant and the card once chosen.
 */
import { useTranslation } from 'react-i18next';
import type { P2pOrder } from '../../../generated/api/model/p2pOrder.zod';
import { formatRate } from '../../lib/format/number-format';
import { maskedCard, money } from './p2p-money';

export function OrderSummary({ order, cardLast4 }: { order: P2pOrder; cardLast4?: string }) {
  const { t, i18n } = useTranslation('p2p-express');
  const locale = i18n.language;
  const last4 = cardLast4 ?? order.card?.last4;
  return (
    <dl className="definition-list" data-testid="p2p-summary">
      <dt>{t(`summary.gives.${order.direction}`)}</dt>
      <dd data-testid="p2p-summary-amount" data-value={order.amount}>
        {money(order.amount, order.amountTicker, locale)}
      </dd>
      <dt>{t('summary.rate')}</dt>
      <dd>{t('summary.rateValue', { asset: order.asset, price: money(order.price, order.fiat, locale) })}</dd>
      <dt>{t('summary.fee')}</dt>
      <dd data-testid="p2p-summary-fee" data-value={order.fee}>
        {money(order.fee, order.feeTicker, locale)}
      </dd>
      <dt>{t(`summary.receives.${order.direction}`)}</dt>
      <dd data-testid="p2p-summary-receive" data-value={order.receive}>
        <strong>{money(order.receive, order.receiveTicker, locale)}</strong>
      </dd>
      <dt>{t('summary.merchant')}</dt>
      <dd>
        {t('summary.merchantValue', {
          name: order.merchant.name,
          orders: order.merchant.completedOrders,
          rate: formatRate(order.merchant.completionRate, locale, 1),
        })}
      </dd>
      {last4 && (
        <>
          <dt>{t(`summary.card.${order.direction}`)}</dt>
          <dd className="mono" data-testid="p2p-summary-card">
            {maskedCard(last4)}
          </dd>
        </>
      )}
    </dl>
  );
}
