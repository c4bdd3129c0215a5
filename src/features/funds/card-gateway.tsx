/**
 * The card payment gateway on the card payment pages (the contract's assumed card-gateway operations): the card
 * payment limits of the deposit's currency (getCardPaymentLimits: per payment, and the 24 hours' total with what was
 * paid by card), paying the pending deposit with a card saved with the provider instead of its form
 * (createCardPayment), and, on the result page, the card the gateway charged (getCardPayment). A call that fails is
 * said in place with its catalogue code (5100, 5101, 5104); the provider's form stays usable meanwhile.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateCardPayment, useGetCardPayment, useGetCardPaymentLimits } from '../../../generated/api/card-gateway/card-gateway';
import type { FiatDeposit } from '../../../generated/api/model/fiatDeposit.zod';
import { useListSavedCards } from '../../../generated/api/saved-cards/saved-cards';
import { formatDecimal } from '../../lib/format/number-format';
import { CallError } from '../../ui/call-error';

const BRANDS = { visa: 'Visa', mastercard: 'Mastercard' } as const;

export function CardLimits({ ticker }: { ticker: string }) {
  const { t, i18n } = useTranslation('funds');
  const limits = useGetCardPaymentLimits({ ticker }, { query: { staleTime: 30_000 } });
  if (limits.isPending) return null;
  if (limits.isError) return <CallError error={limits.error} onRetry={() => void limits.refetch()} />;
  const l = limits.data.data;
  const money = (value: string) => `${formatDecimal(value, i18n.language, { max: 8 })} ${l.ticker}`;
  return (
    <p className="field__hint" data-testid="card-limits">
      {t('payment.limits', { min: money(l.minAmount), max: money(l.maxAmount), used: money(l.dailyUsed), daily: money(l.dailyLimit) })}
    </p>
  );
}

export function SavedCardPayment({ deposit, onPaid }: { deposit: FiatDeposit; onPaid: () => void }) {
  const { t } = useTranslation('funds');
  const id = useId();
  const cards = useListSavedCards({ query: { staleTime: 30_000 } });
  const pay = useCreateCardPayment();
  if (cards.isPending) return null;
  if (cards.isError) return <CallError error={cards.error} onRetry={() => void cards.refetch()} />;
  if (cards.data.data.length === 0) return null;
  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="saved-card-payment">
      <h3 id={`${id}-title`}>{t('payment.savedCards')}</h3>
      {pay.isError && <CallError error={pay.error} />}
      <ul className="plain-list">
        {cards.data.data.map((card) => (
          <li key={card.id}>
            <button
              type="button"
              className="button button--secondary"
              disabled={pay.isPending}
              data-testid="saved-card-pay"
              data-card-id={card.id}
              onClick={() =>
                pay.mutate({ data: { transactionId: deposit.transactionId, savedCardId: card.id } }, { onSuccess: () => onPaid() })
              }
            >
              {t('payment.payWith', { brand: BRANDS[card.brand], last4: card.last4, label: card.label ?? card.holder })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PaidWith({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation('funds');
  const payment = useGetCardPayment(transactionId, { query: { staleTime: 10_000 } });
  if (payment.isPending) return null;
  if (payment.isError) return <CallError error={payment.error} onRetry={() => void payment.refetch()} />;
  const card = payment.data.data.card;
  if (!card) return null;
  return <p data-testid="card-paid-with">{t('payment.paidWith', { brand: BRANDS[card.brand], last4: card.last4 })}</p>;
}
