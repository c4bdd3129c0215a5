/**
 * Redeem part of a flexible investment (POST .../investments/{ticker}/withdraw). Spec sections 5 and 8: a 422
 * on `amount` or `minAmountLeft` (the rest would fall below the plan minimum) is shown on the form and never as
 * a toast; after a redeem the active history is refetched after 1 s, once the server has booked it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getListFlexInvestmentHistoryQueryKey, useWithdrawFlexInvestment } from '../../../generated/api/earn-flex/earn-flex';
import * as z from 'zod/mini';
import { WithdrawFlexInvestmentBody } from '../../../generated/api/earn-flex/earn-flex.zod';
import type { FlexInvestment } from '../../../generated/api/model/flexInvestment.zod';
import { amountCheck, roundedDown } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { notify } from '../../lib/toast/toast';
import { AmountField } from '../../ui/amount-field';
import { HISTORY_REFRESH_DELAY_MS, refreshFlex } from './earn-keys';
import { formatAmount } from './earn-format';

/** The field errors a redeem answers with that belong on this form. */
export const REDEEM_FIELDS = ['amount', 'minAmountLeft'] as const;

/** The redeem's body, and the server's `minAmountLeft` error, which has no input of its own. */
const RedeemSchema = z.extend(WithdrawFlexInvestmentBody, { minAmountLeft: z.optional(z.string()) });
type RedeemValues = z.infer<typeof RedeemSchema>;

export function FlexRedeemForm({ investment, decimals }: { investment: FlexInvestment; decimals: number }) {
  const { t, i18n } = useTranslation(['earn', 'forms']);
  const queryClient = useQueryClient();
  // The form shows the 422 itself: the kernel stays quiet about it.
  const redeem = useWithdrawFlexInvestment({ request: { handledStatuses: [422] } });
  const { ticker } = investment;
  const shown = (value: string) => `${formatAmount(value, decimals, i18n.language)} ${ticker}`;
  const form = useContractForm<RedeemValues>({
    schema: RedeemSchema,
    defaultValues: { amount: '' },
    checks: ({ amount }) => ({
      amount: amountCheck(amount, [
        [(value) => value.gt(investment.amount), () => t('earn:redeem.errors.tooMuch', { max: shown(investment.amount) })],
      ]),
    }),
  });
  const busy = form.formState.isSubmitting;
  // The rest-below-minimum error has no field of its own: it is shown on the amount.
  const error = form.formState.errors.amount?.message ?? form.formState.errors.minAmountLeft?.message;

  const submit = form.handleSubmit(({ amount }) =>
    redeem.mutateAsync({ ticker, data: { amount } }).then(
      () => {
        notify.success(t('earn:redeem.done', { amount: shown(amount) }));
        form.setValue('amount', '');
        refreshFlex(queryClient, ticker);
        setTimeout(
          () => void queryClient.refetchQueries({ queryKey: getListFlexInvestmentHistoryQueryKey({ status: 1, ticker }) }),
          HISTORY_REFRESH_DELAY_MS,
        );
      },
      (e: unknown) => putServerErrors(form, e, { fields: REDEEM_FIELDS, toastUnknownFields: false }),
    ),
  );

  return (
    <form className="form earn-redeem" onSubmit={submit} noValidate aria-labelledby="flex-redeem-title">
      <h3 id="flex-redeem-title">{t('earn:redeem.title')}</h3>
      <Controller
        control={form.control}
        name="amount"
        render={({ field }) => (
          <AmountField
            {...field}
            label={t('earn:redeem.amount')}
            precision={decimals}
            suffix={ticker}
            error={error}
            hint={t('earn:redeem.available', { amount: shown(investment.amount) })}
            onChange={(text) => {
              field.onChange(text);
              form.clearErrors('minAmountLeft');
            }}
            onMax={() => form.setValue('amount', roundedDown(investment.amount, decimals), { shouldValidate: true })}
            maxLabel={t('earn:invest.max')}
            disabled={busy}
          />
        )}
      />
      <div className="form__actions">
        <button type="submit" className="button button--secondary" disabled={busy}>
          {busy ? t('earn:redeem.pending') : t('earn:redeem.submit')}
        </button>
      </div>
    </form>
  );
}
