/**
 * Invest in a flexible plan (POST /v2/smart/flex-plans/investments/{ticker}/invest): an amount on the input
 * rules of spec section 5, within the plan's minimum and what is left of its maximum, and no more than the
 * main balance holds; daily earnings may be reinvested. A 422 amount error lands on the field.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvestFlex } from '../../../generated/api/earn-flex/earn-flex';
import type { FlexPlanDetail } from '../../../generated/api/model/flexPlanDetail.zod';
import { reportFormError } from '../../lib/errors/form-errors';
import { Dec, decimalString } from '../../lib/input/input-result';
import { parseNumberInput } from '../../lib/input/number-input';
import { notify } from '../../lib/toast/toast';
import { AmountField } from '../../ui/amount-field';
import { refreshFlex } from './earn-keys';
import { formatAmount, stripDashes } from './earn-format';
import type { useEarnWallet } from './use-earn-wallet';

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
  const [amount, setAmount] = useState(() => stripDashes(initialAmount));
  const [autoReinvest, setAutoReinvest] = useState(initialReinvest ?? false);
  const [error, setError] = useState<string | undefined>();
  const locale = i18n.language;
  const shown = (value: string) => `${formatAmount(value, decimals, locale)} ${plan.ticker}`;
  const room = plan.maxAmount ? Dec.max(0, new Dec(plan.maxAmount).minus(invested)) : undefined;
  const maxInvest = decimalString(room && room.lt(available) ? room : new Dec(available));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = parseNumberInput(amount, { decimals, rounding: 'down' });
    if (!parsed.ok) return setError(t(parsed.key, parsed.values));
    const value = new Dec(parsed.value);
    if (value.lt(plan.minAmount)) return setError(t('earn:invest.errors.min', { min: shown(plan.minAmount) }));
    if (room && value.gt(room)) return setError(t('earn:invest.errors.max', { max: shown(decimalString(room)) }));
    if (value.gt(available)) return setError(t('earn:invest.errors.notEnough', { available: shown(available) }));
    setError(undefined);
    invest.mutate(
      { ticker: plan.ticker, data: { amount: parsed.value, autoReinvest } },
      {
        onSuccess: () => {
          notify.success(t('earn:invest.done', { amount: shown(parsed.value) }));
          setAmount('');
          refreshFlex(queryClient, plan.ticker);
        },
        onError: (e) => reportFormError(e, { fields: ['amount'], onFieldErrors: (errors) => setError(errors.amount) }),
      },
    );
  };

  return (
    <form className="form card" onSubmit={submit} noValidate aria-labelledby="flex-invest-title">
      <h2 id="flex-invest-title" className="card__title">
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
      <label className="checkbox">
        <input type="checkbox" checked={autoReinvest} onChange={(e) => setAutoReinvest(e.target.checked)} />
        {t('earn:invest.autoReinvest')}
      </label>
      <div className="form__actions">
        <button type="submit" className="button" disabled={invest.isPending}>
          {invest.isPending ? t('earn:invest.pending') : t('earn:invest.submit')}
        </button>
      </div>
    </form>
  );
}
