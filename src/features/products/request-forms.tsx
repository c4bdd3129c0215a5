/**
 * The OTC desk request (/otc-desk/create) and the institutional loan application (/institutional-loan).
 *
 * The contract has no call for either, so a checked request is handed to the user's e-mail app, addressed to
 * the region's institutional mailbox (a mailto link with the request as subject and body): the desk answers
 * by e-mail with a quote or terms. The page says so, and shows the text to copy when no e-mail app opens.
 * Amounts follow the input rules; every field error is translated; nothing typed is cleared.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListCurrencies } from '../../../generated/api/profile/profile';
import type { Currency } from '../../../generated/api/model/currency.zod';
import { parsePositiveInteger } from '../../lib/input/integer-input';
import { parseNumberInput } from '../../lib/input/number-input';
import { useRegion } from '../../lib/region/current-region';
import { AmountField } from '../../ui/amount-field';
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

function OtcForm({ currencies }: { currencies: readonly Currency[] }) {
  const { t } = useTranslation(['products', 'forms']);
  const region = useRegion();
  const id = useId();
  const crypto = uniqueTickers(
    currencies.filter((c) => !c.isFiat),
    ['BTC'],
  );
  const settlement = uniqueTickers(currencies, ['USDT', ...region.fiatCurrencies]);
  const [side, setSide] = useState<'buy' | 'sell'>('buy');
  const [asset, setAsset] = useState(crypto[0] ?? 'BTC');
  const [quote, setQuote] = useState(settlement.includes('USDT') ? 'USDT' : (settlement[0] ?? 'USDT'));
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [prepared, setPrepared] = useState<Prepared | undefined>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const parsed = parseNumberInput(amount, { decimals: decimalsOf(currencies, asset), rounding: 'down' });
    if (!parsed.ok) found.amount = t(parsed.key, parsed.values);
    if (asset === quote) found.quote = t('requests.errors.sameAsset');
    if (note.length > NOTE_MAX) found.note = t('requests.errors.tooLong', { max: NOTE_MAX });
    setErrors(found);
    if (!parsed.ok || Object.keys(found).length > 0) return;
    const values = { side: t(`requests.otc.sides.${side}`), asset, quote, amount: parsed.value, note: note.trim() || '—' };
    const next = { to: region.mailboxes.institutional, subject: t('requests.otc.subject', values), body: t('requests.otc.body', values) };
    setPrepared(next);
    // Hands the prepared e-mail to the mail program (mailto: leaves the page as it is): not an in-app move.
    location.href = mailtoHref(next.to, next.subject, next.body);
  };

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
          onChange={setSide}
        />
        <TickerSelect id={`${id}-asset`} label={t('requests.otc.asset')} value={asset} tickers={crypto} onChange={setAsset} />
        <AmountField
          name="otc-amount"
          label={t('requests.amount', { ticker: asset })}
          value={amount}
          onChange={setAmount}
          precision={decimalsOf(currencies, asset)}
          suffix={asset}
          error={errors.amount}
        />
        <TickerSelect
          id={`${id}-quote`}
          label={t('requests.otc.quote')}
          value={quote}
          tickers={settlement}
          onChange={setQuote}
          error={errors.quote}
        />
        <NoteField id={`${id}-note`} value={note} onChange={setNote} error={errors.note} />
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
  const [company, setCompany] = useState('');
  const [asset, setAsset] = useState(all.includes('USDT') ? 'USDT' : (all[0] ?? 'USDT'));
  const [amount, setAmount] = useState('');
  const [collateral, setCollateral] = useState(all.includes('BTC') ? 'BTC' : (all[0] ?? 'BTC'));
  const [term, setTerm] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [prepared, setPrepared] = useState<Prepared | undefined>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (company.trim() === '') found.company = t('requests.errors.required');
    else if (company.length > COMPANY_MAX) found.company = t('requests.errors.tooLong', { max: COMPANY_MAX });
    const parsed = parseNumberInput(amount, { decimals: decimalsOf(currencies, asset), rounding: 'down' });
    if (!parsed.ok) found.amount = t(parsed.key, parsed.values);
    const months = parsePositiveInteger(term, { max: TERM_MAX_MONTHS });
    if (!months.ok) found.term = t(months.key, months.values);
    if (note.length > NOTE_MAX) found.note = t('requests.errors.tooLong', { max: NOTE_MAX });
    setErrors(found);
    if (!parsed.ok || !months.ok || Object.keys(found).length > 0) return;
    const values = { company: company.trim(), asset, amount: parsed.value, collateral, months: months.value, note: note.trim() || '—' };
    const next = { to: region.mailboxes.institutional, subject: t('requests.loan.subject', values), body: t('requests.loan.body', values) };
    setPrepared(next);
    // Hands the prepared e-mail to the mail program (mailto: leaves the page as it is): not an in-app move.
    location.href = mailtoHref(next.to, next.subject, next.body);
  };

  return (
    <div className="request-form">
      <p className="notice">{t('requests.byEmail', { mailbox: region.mailboxes.institutional })}</p>
      <form className="card form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="loan-form">
        <h2 id={`${id}-title`}>{t('requests.loan.title')}</h2>
        <TextField
          id={`${id}-company`}
          label={t('requests.loan.company')}
          value={company}
          onChange={setCompany}
          error={errors.company}
          autoComplete="organization"
        />
        <TickerSelect id={`${id}-asset`} label={t('requests.loan.asset')} value={asset} tickers={all} onChange={setAsset} />
        <AmountField
          name="loan-amount"
          label={t('requests.amount', { ticker: asset })}
          value={amount}
          onChange={setAmount}
          precision={decimalsOf(currencies, asset)}
          suffix={asset}
          error={errors.amount}
        />
        <TickerSelect
          id={`${id}-collateral`}
          label={t('requests.loan.collateral')}
          value={collateral}
          tickers={all}
          onChange={setCollateral}
        />
        <TextField
          id={`${id}-term`}
          label={t('requests.loan.term', { max: TERM_MAX_MONTHS })}
          value={term}
          onChange={(v) => setTerm(v.replace(/\D/g, ''))}
          error={errors.term}
          inputMode="numeric"
        />
        <NoteField id={`${id}-note`} value={note} onChange={setNote} error={errors.note} />
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
  id,
  label,
  value,
  tickers,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  tickers: readonly string[];
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {tickers.map((ticker) => (
          <option key={ticker} value={ticker}>
            {ticker}
          </option>
        ))}
      </select>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function TextField({
  id,
  label,
  value,
  onChange,
  error,
  inputMode,
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        value={value}
        inputMode={inputMode}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function NoteField({ id, value, onChange, error }: { id: string; value: string; onChange: (value: string) => void; error?: string }) {
  const { t } = useTranslation('products');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('requests.note')}
      </label>
      <textarea
        id={id}
        rows={3}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
      />
      <p className={error ? 'field__error' : 'field__hint'} id={`${id}-hint`} role={error ? 'alert' : undefined}>
        {error ?? t('requests.noteHint', { length: value.length, max: NOTE_MAX })}
      </p>
    </div>
  );
}
