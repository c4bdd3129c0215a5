/**
 * /wb-card/deposit and /wb-card/withdraw: moving USDT between the main balance and the card (topUpPaymentCard /
 * withdrawFromPaymentCard, one body: the amount). A top-up shows the plan's fee and what reaches the card before it is
 * sent (the fee rounded up to the ticker's decimals, as the exchange takes it) and may not pass the main balance; a
 * withdrawal may not pass the card's balance. The exchange's answer is the card's new balance and the transaction; a
 * refusal lands on the amount, which stays as typed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListBalancesByType } from '../../../generated/api/balances/balances';
import type { PaymentCard } from '../../../generated/api/model/paymentCard.zod';
import type { PaymentCardTransaction } from '../../../generated/api/model/paymentCardTransaction.zod';
import {
  getGetPaymentCardQueryKey,
  getListPaymentCardTransactionsQueryKey,
  useListPaymentCardPlans,
  useTopUpPaymentCard,
  useWithdrawFromPaymentCard,
} from '../../../generated/api/payment-card/payment-card';
import { TopUpPaymentCardBody } from '../../../generated/api/payment-card/payment-card.zod';
import { amountCheck } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { Dec } from '../../lib/input/input-result';
import { AppLink } from '../../ui/app-link';
import { FormAmountField } from '../../ui/form-amount-field';
import { FormFailureLine } from '../../ui/form-failure-line';
import { money } from './card-format';
import { CardDetails } from './card-details';
import { WithPaymentCard } from './with-payment-card';

export type TransferKind = 'top-up' | 'withdrawal';
/** The card's ticker's decimals (USDT). */
const DECIMALS = 6;

/** A top-up's fee: `percent` of the amount, rounded up to the ticker's decimals (what the exchange takes). */
export function topUpFee(amount: string, percent: string, decimals = DECIMALS): string {
  return new Dec(amount).times(percent).div(100).toDecimalPlaces(decimals, Dec.ROUND_UP).toFixed();
}

export function CardTransfer({ kind }: { kind: TransferKind }) {
  return <WithPaymentCard>{(card) => <TransferForm card={card} kind={kind} />}</WithPaymentCard>;
}

function TransferForm({ card, kind }: { card: PaymentCard; kind: TransferKind }) {
  const { t, i18n } = useTranslation('card');
  const locale = i18n.language;
  const id = useId();
  const queryClient = useQueryClient();
  const topUp = useTopUpPaymentCard();
  const withdraw = useWithdrawFromPaymentCard();
  const plans = useListPaymentCardPlans({ query: { staleTime: 5 * 60_000 } });
  const balances = useListBalancesByType('main', { query: { staleTime: 5_000 } });
  const [done, setDone] = useState<PaymentCardTransaction | undefined>();
  const plan = plans.data?.data.find((p) => p.id === card.planId);
  const main = balances.data?.data.find((b) => b.ticker === card.ticker)?.main;
  const limit = kind === 'top-up' ? main : card.balance;
  const form = useContractForm<{ amount: string }>({
    schema: TopUpPaymentCardBody,
    defaultValues: { amount: '' },
    checks: ({ amount }) => ({
      amount: amountCheck(amount, [
        [
          (v) => limit !== undefined && v.gt(limit),
          () => t(`transfer.errors.${kind}`, { available: money(limit ?? '0', card.ticker, locale) }),
        ],
      ]),
    }),
  });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const valid = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(amount) && new Dec(amount).gt(0);
  const fee = kind === 'top-up' && plan && valid ? topUpFee(amount, plan.topUpFeePercent) : '0';
  const arrives = valid ? new Dec(amount).minus(fee).toFixed() : undefined;
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((data) =>
    (kind === 'top-up' ? topUp : withdraw).mutateAsync({ data }).then(
      (response) => {
        setDone(response.data.transaction);
        form.reset({ amount: '' });
        queryClient.setQueryData(getGetPaymentCardQueryKey(), { data: response.data.card });
        void queryClient.invalidateQueries({ queryKey: getListPaymentCardTransactionsQueryKey() });
        void balances.refetch();
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['amount'], onForm: true }),
    ),
  );
  return (
    <div className="card-product" data-testid={`wb-card-${kind}`}>
      <CardDetails card={card} />
      <form className="card form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="wb-card-transfer-form">
        <h2 id={`${id}-title`}>{t(`transfer.title.${kind}`)}</h2>
        <FormAmountField
          control={form.control}
          name="amount"
          testId="wb-card-amount"
          label={t('transfer.amount', { ticker: card.ticker })}
          precision={DECIMALS}
          suffix={card.ticker}
          hint={limit !== undefined ? t(`transfer.available.${kind}`, { amount: money(limit, card.ticker, locale) }) : undefined}
          disabled={busy}
        />
        {arrives !== undefined && (
          <dl className="definition-list" data-testid="wb-card-preview">
            {kind === 'top-up' && (
              <>
                <dt>{t('transfer.fee')}</dt>
                <dd data-testid="wb-card-fee" data-value={fee}>
                  {money(fee, card.ticker, locale)}
                </dd>
              </>
            )}
            <dt>{t(`transfer.arrives.${kind}`)}</dt>
            <dd data-testid="wb-card-arrives" data-value={arrives}>
              {money(arrives, card.ticker, locale)}
            </dd>
          </dl>
        )}
        <FormFailureLine message={form.formState.errors.root?.message} />
        <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="wb-card-transfer-submit">
          {busy ? t('actions.sending') : t(`transfer.submit.${kind}`)}
        </button>
      </form>
      {done && (
        <p className="notice" role="status" data-testid="wb-card-transfer-done">
          {t(`transfer.done.${kind}`, {
            amount: money(done.amount, done.ticker, locale),
            balance: money(done.balanceAfter, done.ticker, locale),
          })}{' '}
          <AppLink to="/wb-card/dashboard">{t('links.dashboard')}</AppLink>
        </p>
      )}
    </div>
  );
}
