/** A payment card's face and figures: masked number, holder, expiry, plan, status and balance. */
import { useTranslation } from 'react-i18next';
import type { PaymentCard } from '../../../generated/api/model/paymentCard.zod';
import { maskedCard, money } from './card-format';

export function CardDetails({ card }: { card: PaymentCard }) {
  const { t, i18n } = useTranslation('card');
  return (
    <section className="card" aria-labelledby="wb-card-face" data-testid="wb-card" data-status={card.status}>
      <h2 id="wb-card-face">{t('card.name', { plan: t(`plans.names.${card.planId}`) })}</h2>
      <p className="mono" aria-label={t('card.numberLabel', { last4: card.last4 })} data-testid="wb-card-number">
        {maskedCard(card.last4)}
      </p>
      <dl className="definition-list">
        <dt>{t('card.status')}</dt>
        <dd>
          <span className={`status-chip status-chip--${card.status === 'active' ? 'on' : 'pending'}`} data-testid="wb-card-status">
            {t(`card.statuses.${card.status}`)}
          </span>
        </dd>
        <dt>{t('card.balance')}</dt>
        <dd data-testid="wb-card-balance" data-value={card.balance}>
          <strong>{money(card.balance, card.ticker, i18n.language)}</strong>
        </dd>
        <dt>{t('card.holder')}</dt>
        <dd>{card.holder}</dd>
        <dt>{t('card.expiry')}</dt>
        <dd>{card.expiry}</dd>
        <dt>{t('card.delivery')}</dt>
        <dd>{[card.addressLine, card.city, card.postcode, card.country].join(', ')}</dd>
      </dl>
    </section>
  );
}
