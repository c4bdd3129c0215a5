/**
 * /wb-card and /wb-card/eof: the user's card once ordered (the order-complete page says it was received and leads to
 * the first top-up); before one is ordered, what the card is and the way to its plans.
 */
import { useTranslation } from 'react-i18next';
import { useGetPaymentCard } from '../../../generated/api/payment-card/payment-card';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { QueryLoading } from '../../ui/query-state';
import { CardActions } from './card-dashboard';
import { CardDetails } from './card-details';
import { WithPaymentCard } from './with-payment-card';

export function CardOverview() {
  const { t } = useTranslation('card');
  const card = useGetPaymentCard();
  if (card.isPending) return <QueryLoading />;
  if (card.isError) return <CallError error={card.error} onRetry={() => void card.refetch()} />;
  if (card.data.data)
    return (
      <div className="card-product" data-testid="wb-card-overview">
        <CardDetails card={card.data.data} />
        <CardActions />
        <p>
          <AppLink to="/wb-card/dashboard">{t('links.dashboard')}</AppLink>
        </p>
      </div>
    );
  return (
    <div className="card-product" data-testid="wb-card-intro">
      <p>{t('card.about')}</p>
      <ul>
        {(t('card.points', { returnObjects: true }) as string[]).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p>
        <AppLink className="button" to="/wb-card/plans">
          {t('card.choosePlan')}
        </AppLink>
      </p>
    </div>
  );
}

export function CardOrdered() {
  const { t } = useTranslation('card');
  return (
    <WithPaymentCard poll>
      {(card) => (
        <div className="card-product" data-testid="wb-card-ordered">
          <p className="notice" role="status">
            {t('ordered.text')}
          </p>
          <CardDetails card={card} />
          <CardActions />
        </div>
      )}
    </WithPaymentCard>
  );
}
