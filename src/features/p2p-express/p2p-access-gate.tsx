/**
 * The P2P access gate (spec section 2: "the id, add-card and confirmation pages sit behind a p2p access gate"): P2P
 * Express is a payment product, open only to a user verified for payments (src/ui/payment-access-gate.tsx); every
 * P2P page sits behind it.
 */
import { useTranslation } from 'react-i18next';
import { PaymentAccessGate } from '../../ui/payment-access-gate';

export function P2pAccessGate({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('p2p-express');
  return (
    <PaymentAccessGate testId="p2p-gate" texts={{ required: t('gate.required'), submitted: t('gate.submitted'), verify: t('gate.verify') }}>
      {children}
    </PaymentAccessGate>
  );
}
