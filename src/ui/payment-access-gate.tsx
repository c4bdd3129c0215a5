/**
 * The gate of the payment products (P2P Express, the payment card, the crypto card): open only to a user whose
 * identity is verified for payments (GET /v2/settings user.paymentKycStatus `verified`; spec section 4: the payment
 * restriction applies while it is required or submitted). Anyone else is told so, with the way to verification; the
 * exchange refuses them too (403). Texts come translated from the product.
 */
import { useGetSettings } from '../../generated/api/session/session';
import { AppLink } from './app-link';
import { QueryError, QueryLoading } from './query-state';

export interface PaymentGateTexts {
  /** Verification not done yet (or rejected). */
  required: string;
  /** Verification sent, being checked. */
  submitted: string;
  verify: string;
}

export function PaymentAccessGate({ texts, testId, children }: { texts: PaymentGateTexts; testId: string; children: React.ReactNode }) {
  const settings = useGetSettings({ query: { staleTime: 30_000 } });
  if (settings.isPending) return <QueryLoading />;
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  const status = settings.data.data.user.paymentKycStatus;
  if (status === 'verified') return <>{children}</>;
  return (
    <div className="notice notice--warning" role="alert" data-testid={testId} data-status={status}>
      <p>{status === 'submitted' ? texts.submitted : texts.required}</p>
      <AppLink className="button" to="/verification">
        {texts.verify}
      </AppLink>
    </div>
  );
}
