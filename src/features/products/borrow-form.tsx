/**
 * Take out a crypto loan (POST /v2/crypto-borrow/loans): what to borrow and how much, what to pledge from the main
 * balance and how much. The loan-to-value is previewed at the terms' prices as the amounts are typed, with the
 * smallest collateral the collateral's initial LTV allows; the form refuses a loan outside the asset's limits,
 * collateral beyond the balance or an LTV over the initial one before anything is sent; the server's refusals land
 * on their fields (its 3301 on the collateral), its failures are toasted with their code.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { useCreateCryptoLoan } from '../../../generated/api/crypto-borrow/crypto-borrow';
import { CreateCryptoLoanBody } from '../../../generated/api/crypto-borrow/crypto-borrow.zod';
import type { CryptoBorrowTerms } from '../../../generated/api/model/cryptoBorrowTerms.zod';
import { amountCheck, roundedDown } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { formatDecimal } from '../../lib/format/number-format';
import { Dec, decimalString } from '../../lib/input/input-result';
import { notify } from '../../lib/toast/toast';
import { FormAmountField } from '../../ui/form-amount-field';
import { FormField } from '../../ui/form-field';
import { collateralNeeded, loanToValue, percentText, refreshLoans, type BorrowWallet } from './borrow-figures';

type Values = z.infer<typeof CreateCryptoLoanBody>;

export function BorrowForm({ terms, wallet }: { terms: CryptoBorrowTerms; wallet: BorrowWallet }) {
  const { t, i18n } = useTranslation('products');
  const locale = i18n.language;
  const queryClient = useQueryClient();
  const create = useCreateCryptoLoan();
  const form = useContractForm<Values>({
    schema: CreateCryptoLoanBody,
    defaultValues: {
      loanTicker: terms.loanAssets[0]?.ticker ?? '',
      loanAmount: '',
      collateralTicker: terms.collateralAssets[0]?.ticker ?? '',
      collateralAmount: '',
    },
    draft: { id: 'crypto-borrow' },
    checks: (values) => {
      const asset = terms.loanAssets.find((a) => a.ticker === values.loanTicker);
      const collateral = terms.collateralAssets.find((c) => c.ticker === values.collateralTicker);
      if (!asset || !collateral) return {};
      const shown = (amount: string, ticker: string) => `${formatDecimal(amount, locale)} ${ticker}`;
      const available = wallet.available(collateral.ticker);
      const ltv = loanToValue(values, terms);
      return {
        collateralTicker: asset.ticker === collateral.ticker ? t('borrow.form.errors.same') : undefined,
        loanAmount: amountCheck(values.loanAmount, [
          [(v) => v.lt(asset.minAmount), () => t('borrow.form.errors.min', { min: shown(asset.minAmount, asset.ticker) })],
          [(v) => v.gt(asset.maxAmount), () => t('borrow.form.errors.max', { max: shown(asset.maxAmount, asset.ticker) })],
        ]),
        collateralAmount: amountCheck(values.collateralAmount, [
          [(v) => v.gt(available), () => t('borrow.form.errors.notEnough', { available: shown(available, collateral.ticker) })],
          [
            () => ltv !== undefined && ltv.gt(collateral.initialLtv),
            () => t('borrow.form.errors.ltv', { ltv: percentText(ltv!, locale), max: percentText(collateral.initialLtv, locale) }),
          ],
        ]),
      };
    },
  });
  const values = useWatch({ control: form.control }) as Values;
  const asset = terms.loanAssets.find((a) => a.ticker === values.loanTicker);
  const collateral = terms.collateralAssets.find((c) => c.ticker === values.collateralTicker);
  const ltv = loanToValue(values, terms);
  const needed = collateralNeeded(values, terms, wallet.decimals(values.collateralTicker));
  const collateralDecimals = wallet.decimals(values.collateralTicker);
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit((data) =>
    create.mutateAsync({ data }).then(
      (answer) => {
        notify.success(t('borrow.form.done', { amount: `${formatDecimal(answer.data.principal, locale)} ${answer.data.loanTicker}` }));
        form.reset({ ...data, loanAmount: '', collateralAmount: '' });
        refreshLoans(queryClient);
      },
      // A refusal (422) lands on its fields, the LTV's 3301 on the collateral; a failure is toasted with its code.
      (error: unknown) => putServerErrors(form, error, { fields: ['loanTicker', 'loanAmount', 'collateralTicker', 'collateralAmount'] }),
    ),
  );

  return (
    <form className="form card" onSubmit={submit} noValidate aria-labelledby="borrow-form-title" data-testid="borrow-form">
      <h2 id="borrow-form-title" className="card__title">
        {t('borrow.form.title')}
      </h2>
      <FormField label={t('borrow.form.loanTicker')} error={form.formState.errors.loanTicker?.message}>
        {(control) => (
          <select {...control} {...form.register('loanTicker')} data-testid="borrow-loan-ticker" disabled={busy}>
            {terms.loanAssets.map((a) => (
              <option key={a.ticker} value={a.ticker}>
                {a.ticker}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormAmountField
        control={form.control}
        name="loanAmount"
        inputName="borrow-loan-amount"
        label={t('borrow.form.loanAmount')}
        precision={wallet.decimals(values.loanTicker)}
        suffix={values.loanTicker}
        hint={
          asset &&
          t('borrow.form.limits', {
            min: formatDecimal(asset.minAmount, locale),
            max: formatDecimal(asset.maxAmount, locale),
            ticker: asset.ticker,
            rate: formatDecimal(asset.hourlyRate, locale, { max: 4 }),
          })
        }
        disabled={busy}
      />
      <FormField label={t('borrow.form.collateralTicker')} error={form.formState.errors.collateralTicker?.message}>
        {(control) => (
          <select {...control} {...form.register('collateralTicker')} data-testid="borrow-collateral-ticker" disabled={busy}>
            {terms.collateralAssets.map((c) => (
              <option key={c.ticker} value={c.ticker}>
                {c.ticker}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormAmountField
        control={form.control}
        name="collateralAmount"
        inputName="borrow-collateral-amount"
        label={t('borrow.form.collateralAmount')}
        precision={collateralDecimals}
        suffix={values.collateralTicker}
        hint={t('borrow.form.available', {
          amount: `${formatDecimal(wallet.available(values.collateralTicker), locale)} ${values.collateralTicker}`,
        })}
        onMax={() =>
          form.setValue('collateralAmount', roundedDown(wallet.available(values.collateralTicker), collateralDecimals), {
            shouldValidate: true,
          })
        }
        maxLabel={t('borrow.form.max')}
        disabled={busy}
      />
      {collateral && (
        <dl className="definition-list" aria-live="polite" data-testid="borrow-preview">
          <dt>{t('borrow.form.ltv')}</dt>
          <dd data-testid="borrow-ltv">{ltv === undefined ? '—' : percentText(ltv, locale)}</dd>
          <dt>{t('borrow.form.thresholds')}</dt>
          <dd>
            {t('borrow.form.thresholdValues', {
              initial: percentText(collateral.initialLtv, locale),
              call: percentText(collateral.marginCallLtv, locale),
              liquidation: percentText(collateral.liquidationLtv, locale),
            })}
          </dd>
          {needed && (
            <>
              <dt>{t('borrow.form.needed')}</dt>
              <dd>
                <button
                  type="button"
                  className="link-button"
                  data-testid="borrow-use-needed"
                  onClick={() => form.setValue('collateralAmount', decimalString(new Dec(needed)), { shouldValidate: true })}
                >
                  {formatDecimal(needed, locale)} {collateral.ticker}
                </button>
              </dd>
            </>
          )}
        </dl>
      )}
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy} data-testid="borrow-submit">
          {busy ? t('borrow.form.pending') : t('borrow.form.submit')}
        </button>
      </div>
    </form>
  );
}
