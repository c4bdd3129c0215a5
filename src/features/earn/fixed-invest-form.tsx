/**
 * Invest in a fixed plan (POST /v2/smart/fixed-plans/investments {id, amount}): an amount on the input rules of
 * spec section 5, within the plan's limits, what is left of its pool and the main balance, with the profit
 * over the term shown as the amount is typed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { useCreateFixedInvestment } from '../../../generated/api/earn-fixed/earn-fixed';
import { CreateFixedInvestmentBody } from '../../../generated/api/earn-fixed/earn-fixed.zod';
import type { FixedPlanDetail } from '../../../generated/api/model/fixedPlanDetail.zod';
import { amountCheck, roundedDown } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { Dec, decimalString } from '../../lib/input/input-result';
import { notify } from '../../lib/toast/toast';
import { FormAmountField } from '../../ui/form-amount-field';
import { refreshFixed } from './earn-keys';
import { formatAmount, formatReward, stripDashes } from './earn-format';
import type { useEarnWallet } from './use-earn-wallet';
import { useFixedProfit } from './use-fixed-profit';

type CreateFixedInvestment = z.infer<typeof CreateFixedInvestmentBody>;

export function FixedInvestForm({
  plan,
  wallet,
  initialAmount,
}: {
  plan: FixedPlanDetail;
  wallet: ReturnType<typeof useEarnWallet>;
  initialAmount?: string;
}) {
  const { t, i18n } = useTranslation(['earn', 'forms']);
  const queryClient = useQueryClient();
  const invest = useCreateFixedInvestment();
  const { decimals, available } = wallet;
  const locale = i18n.language;
  const shown = (value: string) => `${formatAmount(value, decimals, locale)} ${plan.ticker}`;
  const ceiling = Dec.min(plan.maxAmount, plan.poolLeft);
  const maxInvest = decimalString(Dec.min(ceiling, available));
  const form = useContractForm<CreateFixedInvestment>({
    schema: CreateFixedInvestmentBody,
    defaultValues: { id: plan.id, amount: stripDashes(initialAmount) },
    checks: ({ amount }) => ({
      amount: amountCheck(amount, [
        [(value) => value.lt(plan.minAmount), () => t('earn:invest.errors.min', { min: shown(plan.minAmount) })],
        [(value) => value.gt(plan.maxAmount), () => t('earn:invest.errors.max', { max: shown(plan.maxAmount) })],
        [(value) => value.gt(plan.poolLeft), () => t('earn:invest.errors.pool', { left: shown(plan.poolLeft) })],
        [(value) => value.gt(available), () => t('earn:invest.errors.notEnough', { available: shown(available) })],
      ]),
    }),
  });
  const profit = useFixedProfit(plan.id, useWatch({ control: form.control, name: 'amount' }));
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit((data) =>
    // The plan is the chosen term's at the time of sending (the term may change while the form stays).
    invest.mutateAsync({ data: { ...data, id: plan.id } }).then(
      () => {
        notify.success(t('earn:invest.done', { amount: shown(data.amount) }));
        form.setValue('amount', '');
        refreshFixed(queryClient);
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['amount'] }),
    ),
  );

  return (
    <form className="form card" onSubmit={submit} noValidate aria-labelledby="fixed-invest-title">
      <h2 id="fixed-invest-title" className="card__title">
        {t('earn:invest.title', { ticker: plan.ticker })}
      </h2>
      <FormAmountField
        control={form.control}
        name="amount"
        label={t('earn:invest.amount')}
        precision={decimals}
        suffix={plan.ticker}
        hint={t('earn:invest.available', { amount: shown(available) })}
        onMax={() => form.setValue('amount', roundedDown(maxInvest, decimals), { shouldValidate: true })}
        maxLabel={t('earn:invest.max')}
        disabled={busy}
      />
      <p className="earn-profit" aria-live="polite" data-testid="fixed-profit">
        {t('earn:fixed.profit')}{' '}
        {profit.isError ? (
          <span className="field__hint">{t('earn:fixed.profitUnknown')}</span>
        ) : profit.data === undefined ? (
          <span className="field__hint">{t('earn:fixed.profitPending')}</span>
        ) : (
          <strong className="up">
            {formatReward(profit.data, decimals, locale)} {plan.ticker}
          </strong>
        )}
      </p>
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('earn:invest.pending') : t('earn:invest.submit')}
        </button>
      </div>
    </form>
  );
}
