/**
 * The institutional loan application (/institutional-loan), sent to the institutional desk through the contract's
 * assumed createInstitutionalLoanRequest (issue 23); it is then followed in the history tab
 * collateral/institutional-loan. Amounts follow the input rules; every field error is translated; nothing typed is
 * cleared. (The OTC desk has calls of its own: src/features/otc-desk.)
 */
import { useId, useState } from 'react';
import { useWatch, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useListCurrencies } from '../../../generated/api/profile/profile';
import { useCreateInstitutionalLoanRequest } from '../../../generated/api/crypto-borrow/crypto-borrow';
import { CreateInstitutionalLoanRequestBody } from '../../../generated/api/crypto-borrow/crypto-borrow.zod';
import type { InstitutionalLoanRequest } from '../../../generated/api/model/institutionalLoanRequest.zod';
import { putServerErrors } from '../../lib/forms/server-errors';
import { AppLink } from '../../ui/app-link';
import type { Currency } from '../../../generated/api/model/currency.zod';
import { parsePositiveInteger } from '../../lib/input/integer-input';
import { amountCheck } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { useRegion } from '../../lib/region/current-region';
import { FormAmountField } from '../../ui/form-amount-field';
import { FormField } from '../../ui/form-field';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { uniqueTickers } from './tickers';

/** Longest free text of a request: enough for context, short enough for a mailto link. */
export const NOTE_MAX = 500;
export const COMPANY_MAX = 120;
/** Longest loan term the form offers, in months. */
export const TERM_MAX_MONTHS = 60;

function useCurrencies() {
  return useListCurrencies({ query: { staleTime: 5 * 60_000 } });
}

export function InstitutionalLoanForm() {
  const currencies = useCurrencies();
  if (currencies.isPending) return <QueryLoading />;
  if (currencies.isError) return <QueryError error={currencies.error} onRetry={() => void currencies.refetch()} />;
  return <LoanForm currencies={currencies.data.data} />;
}

function decimalsOf(currencies: readonly Currency[], ticker: string): number {
  return currencies.find((c) => c.ticker === ticker)?.decimal ?? 8;
}

/** The application's body as the contract has it, with the term typed as text (a count of months once checked). */
const LoanBody = CreateInstitutionalLoanRequestBody.shape;
const LoanSchema = z.object({
  company: z.string().check(z.trim(), z.minLength(1), z.maxLength(COMPANY_MAX)),
  asset: LoanBody.asset,
  collateral: LoanBody.collateral,
  amount: LoanBody.amount,
  term: z.string().check(z.regex(/^[0-9]+$/)),
  note: z.string().check(z.maxLength(NOTE_MAX)),
});
type LoanValues = z.infer<typeof LoanSchema>;

function LoanForm({ currencies }: { currencies: readonly Currency[] }) {
  const { t } = useTranslation(['products', 'forms']);
  const region = useRegion();
  const id = useId();
  const all = uniqueTickers(currencies, ['USDT', ...region.fiatCurrencies]);
  const create = useCreateInstitutionalLoanRequest();
  const [sent, setSent] = useState<InstitutionalLoanRequest | undefined>();
  const form = useContractForm<LoanValues>({
    schema: LoanSchema,
    defaultValues: {
      company: '',
      asset: all.includes('USDT') ? 'USDT' : (all[0] ?? 'USDT'),
      collateral: all.includes('BTC') ? 'BTC' : (all[0] ?? 'BTC'),
      amount: '',
      term: '',
      note: '',
    },
    checks: ({ amount, term, asset, collateral }) => {
      const months = parsePositiveInteger(term, { max: TERM_MAX_MONTHS });
      return {
        amount: amountCheck(amount),
        term: months.ok ? undefined : t(months.key, months.values),
        collateral: asset === collateral ? t('requests.loan.sameAsset') : undefined,
      };
    },
  });
  const asset = useWatch({ control: form.control, name: 'asset' });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(({ company, note, term, ...request }) =>
    create.mutateAsync({ data: { ...request, company: company.trim(), termMonths: Number(term), note: note.trim() } }).then(
      ({ data }) => setSent(data),
      (error: unknown) => putServerErrors(form, error, { fields: ['company', 'asset', 'collateral', 'amount', 'note'] }),
    ),
  );

  return (
    <div className="request-form">
      <p className="notice">{t('requests.loan.byDesk')}</p>
      <form className="card form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="loan-form">
        <h2 id={`${id}-title`}>{t('requests.loan.title')}</h2>
        <FormField label={t('requests.loan.company')} error={errors.company?.message}>
          {(control) => <input {...control} {...form.register('company')} autoComplete="organization" />}
        </FormField>
        <TickerSelect label={t('requests.loan.asset')} tickers={all} field={form.register('asset')} />
        <FormAmountField
          control={form.control}
          name="amount"
          testId="loan-amount-input"
          label={t('requests.amount', { ticker: asset })}
          precision={decimalsOf(currencies, asset)}
          suffix={asset}
        />
        <TickerSelect label={t('requests.loan.collateral')} tickers={all} field={form.register('collateral')} />
        <FormField label={t('requests.loan.term', { max: TERM_MAX_MONTHS })} error={errors.term?.message}>
          {(control) => (
            <input
              {...control}
              {...form.register('term', { setValueAs: (value: string) => value.replace(/\D/g, '') })}
              inputMode="numeric"
            />
          )}
        </FormField>
        <NoteField form={form} error={errors.note?.message} />
        <button type="submit" className="button" data-testid="loan-submit" disabled={form.formState.isSubmitting}>
          {t('requests.loan.submit')}
        </button>
      </form>
      {sent && (
        <p className="notice" role="status" data-testid="loan-sent">
          {t('requests.loan.sent', { id: sent.id })}{' '}
          <AppLink to="/history/collateral/institutional-loan">{t('requests.loan.follow')}</AppLink>
        </p>
      )}
    </div>
  );
}

function TickerSelect({
  label,
  tickers,
  field,
  error,
}: {
  label: string;
  tickers: readonly string[];
  field: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <select {...control} {...field}>
          {tickers.map((ticker) => (
            <option key={ticker} value={ticker}>
              {ticker}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The free text of a request, with how much of it is used (or its error). */
function NoteField({ form, error }: { form: UseFormReturn<LoanValues>; error?: string }) {
  const { t } = useTranslation('products');
  const length = (useWatch({ control: form.control, name: 'note' }) ?? '').length;
  return (
    <FormField label={t('requests.note')} error={error} hint={error ? undefined : t('requests.noteHint', { length, max: NOTE_MAX })}>
      {(control) => <textarea {...control} {...form.register('note')} rows={3} />}
    </FormField>
  );
}
