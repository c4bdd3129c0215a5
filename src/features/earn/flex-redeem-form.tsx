/**
 * Redeem part of a flexible investment (POST .../investments/{ticker}/withdraw). Spec sections 5 and 8: a 422
 * on `amount` or `minAmountLeft` (the rest would fall below the plan minimum) is shown on the form and never as
 * a toast; after a redeem the active history is refetched after 1 s, once the server has booked it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListFlexInvestmentHistoryQueryKey, useWithdrawFlexInvestment } from '../../../generated/api/earn-flex/earn-flex';
import type { FlexInvestment } from '../../../generated/api/model/flexInvestment.zod';
import { reportFormError } from '../../lib/errors/form-errors';
import { Dec } from '../../lib/input/input-result';
import { parseNumberInput } from '../../lib/input/number-input';
import { notify } from '../../lib/toast/toast';
import { AmountField } from '../../ui/amount-field';
import { HISTORY_REFRESH_DELAY_MS, refreshFlex } from './earn-keys';
import { formatAmount } from './earn-format';

/** The field errors a redeem answers with that belong on this form. */
export const REDEEM_FIELDS = ['amount', 'minAmountLeft'] as const;

export function FlexRedeemForm({ investment, decimals }: { investment: FlexInvestment; decimals: number }) {
  const { t, i18n } = useTranslation(['earn', 'forms']);
  const queryClient = useQueryClient();
  // The form shows the 422 itself: the kernel stays quiet about it.
  const redeem = useWithdrawFlexInvestment({ request: { handledStatuses: [422] } });
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { ticker } = investment;
  const shown = (value: string) => `${formatAmount(value, decimals, i18n.language)} ${ticker}`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = parseNumberInput(amount, { decimals, rounding: 'down' });
    if (!parsed.ok) return setError(t(parsed.key, parsed.values));
    if (new Dec(parsed.value).gt(investment.amount)) return setError(t('earn:redeem.errors.tooMuch', { max: shown(investment.amount) }));
    setError(undefined);
    redeem.mutate(
      { ticker, data: { amount: parsed.value } },
      {
        onSuccess: () => {
          notify.success(t('earn:redeem.done', { amount: shown(parsed.value) }));
          setAmount('');
          refreshFlex(queryClient, ticker);
          setTimeout(
            () => void queryClient.refetchQueries({ queryKey: getListFlexInvestmentHistoryQueryKey({ status: 1, ticker }) }),
            HISTORY_REFRESH_DELAY_MS,
          );
        },
        onError: (e) =>
          reportFormError(e, {
            fields: REDEEM_FIELDS,
            onFieldErrors: (errors) => setError(errors.amount ?? errors.minAmountLeft),
            toastUnknownFields: false,
          }),
      },
    );
  };

  return (
    <form className="form earn-redeem" onSubmit={submit} noValidate aria-labelledby="flex-redeem-title">
      <h3 id="flex-redeem-title">{t('earn:redeem.title')}</h3>
      <AmountField
        name="amount"
        label={t('earn:redeem.amount')}
        value={amount}
        precision={decimals}
        suffix={ticker}
        error={error}
        hint={t('earn:redeem.available', { amount: shown(investment.amount) })}
        onChange={(text) => {
          setAmount(text);
          setError(undefined);
        }}
        onMax={() => setAmount(new Dec(investment.amount).toDecimalPlaces(decimals, Dec.ROUND_DOWN).toFixed())}
        maxLabel={t('earn:invest.max')}
        disabled={redeem.isPending}
      />
      <div className="form__actions">
        <button type="submit" className="button button--secondary" disabled={redeem.isPending}>
          {redeem.isPending ? t('earn:redeem.pending') : t('earn:redeem.submit')}
        </button>
      </div>
    </form>
  );
}
