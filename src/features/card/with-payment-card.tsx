/**
 * The user's payment card (getPaymentCard) for the card pages: its loading and failure in place, and before a card is
 * ordered the way to the plans.
 */
import { useTranslation } from 'react-i18next';
import type { PaymentCard } from '../../../generated/api/model/paymentCard.zod';
import { useGetPaymentCard } from '../../../generated/api/payment-card/payment-card';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { QueryLoading } from '../../ui/query-state';

export function WithPaymentCard({ children, poll = false }: { children: (card: PaymentCard) => React.ReactNode; poll?: boolean }) {
  const { t } = useTranslation('card');
  const card = useGetPaymentCard({
    query: { refetchInterval: (query) => (poll && query.state.data?.data?.status === 'ordered' ? 5_000 : false) },
  });
  if (card.isPending) return <QueryLoading />;
  if (card.isError) return <CallError error={card.error} onRetry={() => void card.refetch()} />;
  if (!card.data.data)
    return (
      <div className="notice" data-testid="wb-card-none">
        <p>{t('card.none')}</p>
        <AppLink className="button" to="/wb-card/plans">
          {t('card.choosePlan')}
        </AppLink>
      </div>
    );
  return <>{children(card.data.data)}</>;
}
