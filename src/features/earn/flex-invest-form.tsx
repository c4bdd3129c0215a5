/**
 * Invest in a flexible plan (POST /v2/smart/flex-plans/investments/{ticker}/invest): an amount on the input
 * rules of spec section 5, within the plan's minimum and what is left of its maximum, and no more than the
 * main balance holds; daily earnings may be reinvested. A 422 amount error lands on the field.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { useInvestFlex } from '../../../generated/api/earn-flex/earn-flex';
import { InvestFlexBody } from '../../../generated/api/earn-flex/earn-flex.zod';
import type { FlexPlanDetail } from '../../../generated/api/model/flexPlanDetail.zod';
import { amountCheck, roundedDown } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { Dec, decimalString } from '../../lib/input/input-result';
import { notify } from '../../lib/toast/toast';
import { FormAmountField } from '../../ui/form-amount-field';
import { refreshFlex } from './earn-keys';
import { formatAmount, stripDashes } from './earn-format';
import type { useEarnWallet } from './use-earn-wallet';

type InvestFlex = z.infer<typeof InvestFlexBody>;

export function FlexInvestForm({
  plan,
  invested,
  wallet,
  initialAmount,
  initialReinvest,
}: {
  plan: FlexPlanDetail;
  /** What the user already has in the plan: the plan's maximum counts it. */
  invested: string;
  wallet: ReturnType<typeof useEarnWallet>;
  initialAmount?: string;
  initialReinvest?: boolean;
}) {
  const { t, i18n } = useTranslation(['earn', 'forms']);
  const queryClient = useQueryClient();
  const invest = useInvestFlex();
  const { decimals, available } = wallet;
  const locale = i18n.language;
  const shown = (value: string) => `${formatAmount(value, decimals, locale)} ${plan.ticker}`;
  const room = plan.maxAmount ? Dec.max(0, new Dec(plan.maxAmount).minus(invested)) : undefined;
  const maxInvest = decimalString(room && room.lt(available) ? room : new Dec(available));
  const form = useContractForm<InvestFlex>({
    schema: InvestFlexBody,
    defaultValues: { amount: stripDashes(initialAmount), autoReinvest: initialReinvest ?? false },
    checks: ({ amount }) => ({
      amount: amountCheck(amount, [
        [(value) => value.lt(plan.minAmount), () => t('earn:invest.errors.min', { min: shown(plan.minAmount) })],
        [(value) => room !== undefined && value.gt(room), () => t('earn:invest.errors.max', { max: shown(decimalString(room!)) })],
        [(value) => value.gt(available), () => t('earn:invest.errors.notEnough', { available: shown(available) })],
      ]),
    }),
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit((data) =>
    invest.mutateAsync({ ticker: plan.ticker, data }).then(
      () => {
        notify.success(t('earn:invest.done', { amount: shown(data.amount) }));
        form.setValue('amount', '');
        refreshFlex(queryClient, plan.ticker);
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['amount'] }),
    ),
  );

  return (
    <form className="form card" onSubmit={submit} noValidate aria-labelledby="flex-invest-title">
      <h2 id="flex-invest-title" className="card__title">
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
      <label className="checkbox">
        <input type="checkbox" {...form.register('autoReinvest')} />
        {t('earn:invest.autoReinvest')}
      </label>
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('earn:invest.pending') : t('earn:invest.submit')}
        </button>
      </div>
    </form>
  );
}
