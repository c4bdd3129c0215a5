/**
 * The payment pages of a fiat deposit (spec sections 2 and 4; each needs ?transactionId, the route table sends a page
 * without one away):
 * - /payment/visamaster-deposit: the deposit (getDepositStatus) and the card provider's form for it (its script's
 *   CardPaymentForm; the demo's stand-in is mocks/demo-card-form.ts); when it ends, the result page;
 * - /payment/deposit: the result, asked again every few seconds while the provider has not reported it, then what
 *   reached the main balance, with the way back to the balance.
 * The card payment gateway's parts (./card-gateway.tsx): the card limits and paying with a saved card beside the
 * provider's form, and the card charged on the result.
 */
import { useNavigate, useSearch } from '@tanstack/react-router';
import Decimal from 'decimal.js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetDepositStatus } from '../../../generated/api/profile/profile';
import type { FiatDeposit } from '../../../generated/api/model/fiatDeposit.zod';
import { formatDecimal } from '../../lib/format/number-format';
import { loadCardPaymentForm, type CardPaymentResult } from '../../lib/payments/card-payment';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { AppLink } from '../../ui/app-link';
import { LoginPrompt } from '../../ui/login-prompt';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { CardLimits, PaidWith, SavedCardPayment } from './card-gateway';

/** How often the result page asks while the payment is pending. */
export const PAYMENT_POLL_MS = 2_000;

function useTransactionId(): string {
  const search = useSearch({ strict: false }) as { transactionId?: unknown };
  return typeof search.transactionId === 'string' ? search.transactionId : '';
}

function PaymentSummary({ deposit }: { deposit: FiatDeposit }) {
  const { t, i18n } = useTranslation('funds');
  const money = (value: string) => `${formatDecimal(value, i18n.language, { max: 8 })} ${deposit.ticker}`;
  const credited = new Decimal(deposit.amount).minus(deposit.fee).toFixed();
  return (
    <dl className="definition-list" data-testid="payment-summary">
      <dt>{t('payment.provider')}</dt>
      <dd>{deposit.provider}</dd>
      <dt>{t('payment.amount')}</dt>
      <dd data-testid="payment-amount">{money(deposit.amount)}</dd>
      <dt>{t('payment.fee')}</dt>
      <dd data-testid="payment-fee">{money(deposit.fee)}</dd>
      <dt>{t('payment.credited')}</dt>
      <dd data-testid="payment-credited">{money(credited)}</dd>
    </dl>
  );
}

export function CardPaymentScreen() {
  const { t } = useTranslation('funds');
  const transactionId = useTransactionId();
  const navigate = useNavigate();
  const { prefix } = useLocalizedPath();
  const { loggedIn } = useSessionSnapshot();
  const deposit = useGetDepositStatus(transactionId, { query: { enabled: loggedIn && transactionId !== '' } });
  const host = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState<'loading' | 'shown' | 'missing'>('loading');
  const pending = deposit.data?.data.status === 'pending' ? deposit.data.data : undefined;

  useEffect(() => {
    if (!pending || !host.current) return;
    const element = host.current;
    let unmount: (() => void) | undefined;
    let gone = false;
    void loadCardPaymentForm().then((cardForm) => {
      if (gone) return;
      if (!cardForm) {
        setForm('missing');
        return;
      }
      setForm('shown');
      unmount = cardForm.mount(element, {
        transactionId: pending.transactionId,
        amount: pending.amount,
        ticker: pending.ticker,
        onDone: (_result: CardPaymentResult) =>
          void navigate({ href: `${prefix}/payment/deposit?transactionId=${encodeURIComponent(pending.transactionId)}` }),
      });
    });
    return () => {
      gone = true;
      unmount?.();
    };
  }, [pending, navigate, prefix]);

  return (
    <StandardAreaPage>
      <h2>{t('payment.cardTitle')}</h2>
      {!loggedIn ? (
        // The pages are public (a provider returns here), a payment is the user's: signing in shows it.
        <LoginPrompt message={t('payment.login')} action={t('payment.loginAction')} />
      ) : transactionId === '' ? (
        // Opened without a payment (a link, a bookmark): there is nothing to pay here.
        <p className="notice">
          {t('payment.noPayment')} <AppLink to="/deposit">{t('payment.toDeposit')}</AppLink>
        </p>
      ) : deposit.isPending ? (
        <QueryLoading />
      ) : deposit.isError ? (
        <QueryError error={deposit.error} onRetry={() => void deposit.refetch()} />
      ) : (
        <>
          <PaymentSummary deposit={deposit.data.data} />
          {pending ? (
            <>
              <CardLimits ticker={pending.ticker} />
              <SavedCardPayment
                deposit={pending}
                onPaid={() =>
                  void navigate({ href: `${prefix}/payment/deposit?transactionId=${encodeURIComponent(pending.transactionId)}` })
                }
              />
              {form === 'missing' && <p className="notice">{t('payment.formMissing')}</p>}
              <div ref={host} className="card-payment" data-testid="card-payment-form" aria-busy={form === 'loading'} />
            </>
          ) : (
            <p>
              <AppLink to={`/payment/deposit?transactionId=${encodeURIComponent(transactionId)}`}>{t('payment.seeResult')}</AppLink>
            </p>
          )}
        </>
      )}
    </StandardAreaPage>
  );
}

export function PaymentResultScreen() {
  const { t } = useTranslation('funds');
  const transactionId = useTransactionId();
  const { loggedIn } = useSessionSnapshot();
  const deposit = useGetDepositStatus(transactionId, {
    query: {
      enabled: loggedIn && transactionId !== '',
      refetchInterval: (query) => (query.state.data?.data.status === 'pending' ? PAYMENT_POLL_MS : false),
    },
  });
  return (
    <StandardAreaPage>
      <h2>{t('payment.resultTitle')}</h2>
      {!loggedIn ? (
        <LoginPrompt message={t('payment.login')} action={t('payment.loginAction')} />
      ) : deposit.isPending ? (
        <QueryLoading />
      ) : deposit.isError ? (
        <QueryError error={deposit.error} onRetry={() => void deposit.refetch()} />
      ) : (
        <>
          <p
            className={`notice${deposit.data.data.status === 'completed' ? '' : ' notice--warning'}`}
            role="status"
            data-testid="payment-status"
          >
            {t(`payment.status.${deposit.data.data.status}`)}
          </p>
          <PaymentSummary deposit={deposit.data.data} />
          <PaidWith transactionId={deposit.data.data.transactionId} />
          <p>
            <AppLink to="/balance/wallet" className="button">
              {t('payment.toBalance')}
            </AppLink>
          </p>
        </>
      )}
    </StandardAreaPage>
  );
}
