/**
 * The OTC desk request (/otc-desk/create) and the institutional loan application (/institutional-loan).
 *
 * The contract has no call for either, so a checked request is handed to the user's e-mail app, addressed to
 * the region's institutional mailbox (a mailto link with the request as subject and body): the desk answers
 * by e-mail with a quote or terms. The page says so, and shows the text to copy when no e-mail app opens.
 * Amounts follow the input rules; every field error is translated; nothing typed is cleared.
 */
import { useId, useState } from 'react';
import { useWatch, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useListCurrencies } from '../../../generated/api/profile/profile';
import type { Currency } from '../../../generated/api/model/currency.zod';
import { parsePositiveInteger } from '../../lib/input/integer-input';
import { amountCheck } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { useRegion } from '../../lib/region/current-region';
import { FormAmountField } from '../../ui/form-amount-field';
import { FormField } from '../../ui/form-field';
import { CopyButton } from '../../ui/copy-button';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { uniqueTickers } from './tickers';
import { SegmentedControl } from '../../ui/segmented-control';

/** Longest free text of a request: enough for context, short enough for a mailto link. */
export const NOTE_MAX = 500;
export const COMPANY_MAX = 120;
/** Longest loan term the form offers, in months. */
export const TERM_MAX_MONTHS = 60;

export function mailtoHref(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

interface Prepared {
  to: string;
  subject: string;
  body: string;
}

function useCurrencies() {
  return useListCurrencies({ query: { staleTime: 5 * 60_000 } });
}

export function OtcRequestForm() {
  const currencies = useCurrencies();
  if (currencies.isPending) return <QueryLoading />;
  if (currencies.isError) return <QueryError error={currencies.error} onRetry={() => void currencies.refetch()} />;
  return <OtcForm currencies={currencies.data.data} />;
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

/**
 * Neither request has a contract call yet (issue 25 adds the OTC desk's), so their schemas are written here in
 * the contract's terms: tickers, a decimal amount, bounded texts. What depends on the chosen asset or on two
 * fields together (its decimals, asset against quote) are checks.
 */
const TICKER = /^[A-Z0-9]{2,12}$/;
const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;
const OtcSchema = z.object({
  side: z.enum(['buy', 'sell']),
  asset: z.stringFormat('ticker', TICKER),
  quote: z.stringFormat('ticker', TICKER),
  amount: z.stringFormat('decimal-unsigned', DECIMAL),
  note: z.string().check(z.maxLength(NOTE_MAX)),
});
const LoanSchema = z.object({
  company: z.string().check(z.trim(), z.minLength(1), z.maxLength(COMPANY_MAX)),
  asset: z.stringFormat('ticker', TICKER),
  collateral: z.stringFormat('ticker', TICKER),
  amount: z.stringFormat('decimal-unsigned', DECIMAL),
  term: z.string().check(z.regex(/^[0-9]+$/)),
  note: z.string().check(z.maxLength(NOTE_MAX)),
});
type OtcValues = z.infer<typeof OtcSchema>;
type LoanValues = z.infer<typeof LoanSchema>;

/** Hands a prepared request to the mail program and keeps it on the page for when none opens. */
function usePreparedRequest() {
  const [prepared, setPrepared] = useState<Prepared | undefined>();
  const send = (next: Prepared) => {
    setPrepared(next);
    // Hands the prepared e-mail to the mail program (mailto: leaves the page as it is): not an in-app move.
    location.href = mailtoHref(next.to, next.subject, next.body); // full reload: none, mailto
  };
  return { prepared, send };
}

function OtcForm({ currencies }: { currencies: readonly Currency[] }) {
  const { t } = useTranslation(['products', 'forms']);
  const region = useRegion();
  const id = useId();
  const crypto = uniqueTickers(
    currencies.filter((c) => !c.isFiat),
    ['BTC'],
  );
  const settlement = uniqueTickers(currencies, ['USDT', ...region.fiatCurrencies]);
  const { prepared, send } = usePreparedRequest();
  const form = useContractForm<OtcValues>({
    schema: OtcSchema,
    defaultValues: {
      side: 'buy',
      asset: crypto[0] ?? 'BTC',
      quote: settlement.includes('USDT') ? 'USDT' : (settlement[0] ?? 'USDT'),
      amount: '',
      note: '',
    },
    checks: ({ asset, quote, amount }) => ({
      amount: amountCheck(amount),
      quote: asset === quote ? t('requests.errors.sameAsset') : undefined,
    }),
  });
  const [side, asset] = useWatch({ control: form.control, name: ['side', 'asset'] });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(({ note, ...request }) => {
    const values = { ...request, side: t(`requests.otc.sides.${request.side}`), note: note.trim() || '—' };
    send({ to: region.mailboxes.institutional, subject: t('requests.otc.subject', values), body: t('requests.otc.body', values) });
  });

  return (
    <div className="request-form">
      <p className="notice">{t('requests.byEmail', { mailbox: region.mailboxes.institutional })}</p>
      <form className="card form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="otc-form">
        <h2 id={`${id}-title`}>{t('requests.otc.title')}</h2>
        <SegmentedControl
          variant="radio"
          className="segmented segmented--sides"
          aria-label={t('requests.otc.side')}
          items={(['buy', 'sell'] as const).map((s) => ({ value: s, label: t(`requests.otc.sides.${s}`) }))}
          value={side}
          onChange={(next) => form.setValue('side', next)}
        />
        <TickerSelect label={t('requests.otc.asset')} tickers={crypto} field={form.register('asset')} />
        <FormAmountField
          control={form.control}
          name="amount"
          testId="otc-amount-input"
          label={t('requests.amount', { ticker: asset })}
          precision={decimalsOf(currencies, asset)}
          suffix={asset}
        />
        <TickerSelect label={t('requests.otc.quote')} tickers={settlement} field={form.register('quote')} error={errors.quote?.message} />
        <NoteField form={form} error={errors.note?.message} />
        <button type="submit" className="button" data-testid="otc-submit">
          {t('requests.submit')}
        </button>
      </form>
      {prepared && <PreparedRequest prepared={prepared} />}
    </div>
  );
}

function LoanForm({ currencies }: { currencies: readonly Currency[] }) {
  const { t } = useTranslation(['products', 'forms']);
  const region = useRegion();
  const id = useId();
  const all = uniqueTickers(currencies, ['USDT', ...region.fiatCurrencies]);
  const { prepared, send } = usePreparedRequest();
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
    checks: ({ amount, term }) => {
      const months = parsePositiveInteger(term, { max: TERM_MAX_MONTHS });
      return { amount: amountCheck(amount), term: months.ok ? undefined : t(months.key, months.values) };
    },
  });
  const asset = useWatch({ control: form.control, name: 'asset' });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(({ company, note, term, ...request }) => {
    const values = { ...request, company: company.trim(), months: Number(term), note: note.trim() || '—' };
    send({ to: region.mailboxes.institutional, subject: t('requests.loan.subject', values), body: t('requests.loan.body', values) });
  });

  return (
    <div className="request-form">
      <p className="notice">{t('requests.byEmail', { mailbox: region.mailboxes.institutional })}</p>
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
        <button type="submit" className="button" data-testid="loan-submit">
          {t('requests.submit')}
        </button>
      </form>
      {prepared && <PreparedRequest prepared={prepared} />}
    </div>
  );
}

function PreparedRequest({ prepared }: { prepared: Prepared }) {
  const { t } = useTranslation('products');
  const text = `${prepared.subject}\n\n${prepared.body}`;
  return (
    <section className="card request-form__prepared" aria-live="polite" data-testid="request-prepared">
      <h2>{t('requests.prepared.title')}</h2>
      <p>{t('requests.prepared.text', { mailbox: prepared.to })}</p>
      <pre className="request-form__text">{text}</pre>
      <p className="product-info__links">
        <a className="button" href={mailtoHref(prepared.to, prepared.subject, prepared.body)}>
          {t('requests.prepared.open')}
        </a>
        <CopyButton text={text} label={t('requests.prepared.copy')} copied={t('copy.done')} failed={t('copy.failed')} />
      </p>
    </section>
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
function NoteField({ form, error }: { form: UseFormReturn<OtcValues> | UseFormReturn<LoanValues>; error?: string }) {
  const { t } = useTranslation('products');
  const length = (useWatch({ control: (form as UseFormReturn<OtcValues>).control, name: 'note' }) ?? '').length;
  return (
    <FormField label={t('requests.note')} error={error} hint={error ? undefined : t('requests.noteHint', { length, max: NOTE_MAX })}>
      {(control) => <textarea {...control} {...(form as UseFormReturn<OtcValues>).register('note')} rows={3} />}
    </FormField>
  );
}
