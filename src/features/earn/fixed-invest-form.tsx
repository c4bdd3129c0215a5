/**
 * Invest in a fixed plan (POST /v2/smart/fixed-plans/investments {id, amount}): an amount on the input rules of
 * spec section 5, within the plan's limits, what is left of its pool and the main balance, with the profit
 * over the term shown as the amount is typed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateFixedInvestment } from '../../../generated/api/earn-fixed/earn-fixed';
import type { FixedPlanDetail } from '../../../generated/api/model/fixedPlanDetail.zod';
import { reportFormError } from '../../lib/errors/form-errors';
import { Dec, decimalString } from '../../lib/input/input-result';
import { parseNumberInput } from '../../lib/input/number-input';
import { notify } from '../../lib/toast/toast';
import { AmountField } from '../../ui/amount-field';
import { refreshFixed } from './earn-keys';
import { formatAmount, formatReward, stripDashes } from './earn-format';
import type { useEarnWallet } from './use-earn-wallet';
import { useFixedProfit } from './use-fixed-profit';

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
  const [amount, setAmount] = useState(() => stripDashes(initialAmount));
  const [error, setError] = useState<string | undefined>();
  const profit = useFixedProfit(plan.id, amount);
  const locale = i18n.language;
  const shown = (value: string) => `${formatAmount(value, decimals, locale)} ${plan.ticker}`;
  const ceiling = Dec.min(plan.maxAmount, plan.poolLeft);
  const maxInvest = decimalString(Dec.min(ceiling, available));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = parseNumberInput(amount, { decimals, rounding: 'down' });
    if (!parsed.ok) return setError(t(parsed.key, parsed.values));
    const value = new Dec(parsed.value);
    if (value.lt(plan.minAmount)) return setError(t('earn:invest.errors.min', { min: shown(plan.minAmount) }));
    if (value.gt(plan.maxAmount)) return setError(t('earn:invest.errors.max', { max: shown(plan.maxAmount) }));
    if (value.gt(plan.poolLeft)) return setError(t('earn:invest.errors.pool', { left: shown(plan.poolLeft) }));
    if (value.gt(available)) return setError(t('earn:invest.errors.notEnough', { available: shown(available) }));
    setError(undefined);
    invest.mutate(
      { data: { id: plan.id, amount: parsed.value } },
      {
        onSuccess: () => {
          notify.success(t('earn:invest.done', { amount: shown(parsed.value) }));
          setAmount('');
          refreshFixed(queryClient);
        },
        onError: (e) => reportFormError(e, { fields: ['amount'], onFieldErrors: (errors) => setError(errors.amount) }),
      },
    );
  };

  return (
    <form className="form card" onSubmit={submit} noValidate aria-labelledby="fixed-invest-title">
      <h2 id="fixed-invest-title" className="card__title">
        {t('earn:invest.title', { ticker: plan.ticker })}
      </h2>
      <AmountField
        name="amount"
        label={t('earn:invest.amount')}
        value={amount}
        precision={decimals}
        suffix={plan.ticker}
        error={error}
        hint={t('earn:invest.available', { amount: shown(available) })}
        onChange={(text) => {
          setAmount(text);
          setError(undefined);
        }}
        onMax={() => setAmount(new Dec(maxInvest).toDecimalPlaces(decimals, Dec.ROUND_DOWN).toFixed())}
        maxLabel={t('earn:invest.max')}
        disabled={invest.isPending}
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
        <button type="submit" className="button" disabled={invest.isPending}>
          {invest.isPending ? t('earn:invest.pending') : t('earn:invest.submit')}
        </button>
      </div>
    </form>
  );
}
