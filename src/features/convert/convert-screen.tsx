/**
 * The convert screen: give and receive assets, an amount, the indicative rate and result, a swap button, and the
 * conversion itself (the contract's assumed estimateConvert / confirmConvert, modelled on the published convert
 * estimate and confirm): "Get a quote" asks the exchange for a binding quote on the main balance, the quote card
 * counts down its validity (from the seconds the answer gives, not the client's clock), "Convert" confirms it, and
 * an expired quote (by the countdown or the exchange's 1234) says so and offers a new quote. The indicative rate
 * from the reference rate lists stays as the preview while typing; the spot market of the pair stays as the other
 * way to convert.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import {
  getListBalancesByTypeQueryKey,
  getListBalancesQueryKey,
  getListConvertHistoryQueryKey,
  useConfirmConvert,
  useEstimateConvert,
  useListBalances,
} from '../../../generated/api/balances/balances';
import { ConfirmConvertBody, EstimateConvertBody } from '../../../generated/api/balances/balances.zod';
import type { ConvertQuote } from '../../../generated/api/model/convertQuote.zod';
import type { ConvertRecord } from '../../../generated/api/model/convertRecord.zod';
import { useListCurrencies, useListCurrencyRates, useListCurrencyRatesIn } from '../../../generated/api/profile/profile';
import { useListTradeMarkets } from '../../../generated/api/markets/markets';
import type { Currency } from '../../../generated/api/model/currency.zod';
import { formatDecimal } from '../../lib/format/number-format';
import { amountCheck, roundedDown } from '../../lib/forms/amount-rules';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { ApiError } from '../../lib/http/errors';
import { useRegion } from '../../lib/region/current-region';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { notify } from '../../lib/toast/toast';
import { FormAmountField } from '../../ui/form-amount-field';
import { LoginPrompt } from '../../ui/login-prompt';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { SkeletonText } from '../../ui/skeleton';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { convertibleTickers, resolvePair } from './convert-pair';
import { displayRate, findPairRate, marketPairRate, quoteAmount } from './convert-rate';
import { AppLink } from '../../ui/app-link';

/** Decimals when the currency list does not name the asset (the spec's display precision); the ledger keeps 8. */
const DEFAULT_DECIMALS = 8;
const MAX_DECIMALS = 8;
/** Reference rates move; an indicative quote older than this is refreshed. */
const RATE_REFRESH_MS = 30_000;
const BALANCE_TYPES = ['main', 'spot', 'margin', 'staking'] as const;

type EstimateValues = z.infer<typeof EstimateConvertBody>;
type ConfirmValues = z.infer<typeof ConfirmConvertBody>;

export function ConvertScreen({ giveParam, receiveParam }: { giveParam?: string; receiveParam?: string }) {
  const currencies = useListCurrencies({ query: { staleTime: 5 * 60_000 } });
  // The form mounts in a transition when the list arrives (React then yields between its fields): the query's update
  // alone rendered it in one task of a third of a second on a slow phone (issue 18's blocking time).
  const list = useDeferredValue(currencies.data?.data);
  return (
    <StandardAreaPage>
      {currencies.isError ? (
        <QueryError error={currencies.error} onRetry={() => void currencies.refetch()} />
      ) : list === undefined ? (
        <QueryLoading />
      ) : (
        <ConvertForm key={`${giveParam ?? ''}/${receiveParam ?? ''}`} currencies={list} giveParam={giveParam} receiveParam={receiveParam} />
      )}
    </StandardAreaPage>
  );
}

function ConvertForm({
  currencies,
  giveParam,
  receiveParam,
}: {
  currencies: readonly Currency[];
  giveParam?: string;
  receiveParam?: string;
}) {
  const { t, i18n } = useTranslation(['convert', 'forms']);
  const region = useRegion();
  const { loggedIn } = useSessionSnapshot();
  const queryClient = useQueryClient();
  const tickers = convertibleTickers(currencies, region.defaultSwapPair);
  const [initial] = useState(() => resolvePair(tickers, region.defaultSwapPair, giveParam, receiveParam));
  const [quote, setQuote] = useState<ConvertQuote | undefined>();
  const [done, setDone] = useState<ConvertRecord | undefined>();
  const balances = useListBalances({ query: { enabled: loggedIn } });
  const estimate = useEstimateConvert();
  const lng = i18n.language;

  const decimalsOf = (ticker: string) => Math.min(currencies.find((c) => c.ticker === ticker)?.decimal ?? DEFAULT_DECIMALS, MAX_DECIMALS);
  const availableOf = (ticker: string) => balances.data?.data.find((b) => b.ticker === ticker)?.main ?? '0';

  const form = useContractForm<EstimateValues>({
    schema: EstimateConvertBody,
    defaultValues: { from: initial.give, to: initial.receive, direction: 'from', amount: '' },
    // What the main balance holds is the form's own rule: the contract cannot know it.
    checks: ({ from, amount }) => ({
      amount: amountCheck(
        amount,
        balances.data
          ? [
              [
                (value) => value.gt(availableOf(from)),
                () =>
                  t('convert:quote.notEnough', {
                    available: formatDecimal(availableOf(from), lng, { max: decimalsOf(from) }),
                    ticker: from,
                  }),
              ],
            ]
          : [],
      ),
    }),
  });
  const { control, setValue, formState } = form;
  const [give, receive, amount] = useWatch({ control, name: ['from', 'to', 'amount'] });
  const giveDecimals = decimalsOf(give);
  const receiveDecimals = decimalsOf(receive);

  /** A change of the pair or the amount makes the quote on screen stale. */
  const forgetQuote = () => setQuote(undefined);
  const setPair = (nextGive: string, nextReceive: string) => {
    setValue('from', nextGive);
    setValue('to', nextReceive);
    form.clearErrors();
    forgetQuote();
  };
  // Choosing on one side the asset of the other side turns the pair around instead of making it empty.
  const chooseGive = (ticker: string) => setPair(ticker, ticker === receive ? give : receive);
  const chooseReceive = (ticker: string) => setPair(ticker === give ? receive : give, ticker);
  const swap = () => {
    setPair(receive, give);
    setValue('amount', '');
  };

  const direct = useListCurrencyRatesIn(receive, { query: { staleTime: RATE_REFRESH_MS / 2, refetchInterval: RATE_REFRESH_MS } });
  const directRate = direct.data ? findPairRate(direct.data.data, give, receive) : undefined;
  // The full list is asked only when the rates in the receive asset do not price the pair (or failed).
  const needAll = direct.isError || (direct.isSuccess && directRate === undefined);
  const all = useListCurrencyRates({
    query: { enabled: needAll, staleTime: RATE_REFRESH_MS / 2, refetchInterval: needAll ? RATE_REFRESH_MS : false },
  });
  const listRate = directRate ?? (needAll && all.data ? findPairRate(all.data.data, give, receive) : undefined);
  // Same query as the execute link below (one request): the market's last price when no reference rate prices the pair.
  const markets = useListTradeMarkets({ query: { staleTime: 90_000, refetchInterval: listRate ? false : RATE_REFRESH_MS } });
  const listsDone = direct.isSuccess && (!needAll || !all.isPending);
  const pairRate = listRate ?? (listsDone || direct.isError ? marketPairRate(markets.data?.data ?? [], give, receive) : undefined);

  const result = amount && pairRate ? quoteAmount(amount, pairRate.rate, receiveDecimals) : undefined;

  const requestQuote = form.handleSubmit((values) =>
    estimate.mutateAsync({ data: { ...values, direction: 'from' } }).then(
      (answer) => {
        setDone(undefined);
        setQuote(answer.data);
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['amount', 'from', 'to'] }),
    ),
  );

  const converted = (record: ConvertRecord) => {
    setDone(record);
    setQuote(undefined);
    setValue('amount', '');
    notify.success(
      t('convert:quote.success', {
        give: formatDecimal(record.finalGive, lng, { max: decimalsOf(record.from) }),
        from: record.from,
        receive: formatDecimal(record.finalReceive, lng, { max: decimalsOf(record.to) }),
        to: record.to,
      }),
    );
    void queryClient.invalidateQueries({ queryKey: getListBalancesQueryKey() });
    for (const type of BALANCE_TYPES) void queryClient.invalidateQueries({ queryKey: getListBalancesByTypeQueryKey(type) });
    void queryClient.invalidateQueries({ queryKey: getListConvertHistoryQueryKey() });
  };

  let rateState: React.ReactNode;
  if (direct.isPending || (needAll && all.isPending) || (!listRate && markets.isPending))
    rateState = (
      <QueryLoading
        label={t('rate.loading')}
        placeholder={
          // The rate and its inverse as they will read: the card, and the section under it, keep their place.
          <dl className="definition-list" aria-hidden="true" data-testid="convert-rate-placeholder">
            <dt>{t('rate.label')}</dt>
            <dd>
              <SkeletonText width="14em" />
            </dd>
            <dt>{t('rate.inverseLabel')}</dt>
            <dd>
              <SkeletonText width="14em" />
            </dd>
          </dl>
        }
      />
    );
  else if (!pairRate && needAll && all.isError)
    rateState = (
      <QueryError
        error={all.error}
        onRetry={() => {
          void direct.refetch();
          void all.refetch();
        }}
      />
    );
  else if (!pairRate) rateState = <QueryEmpty>{t('rate.none', { give, receive })}</QueryEmpty>;

  const available = availableOf(give);

  return (
    <div className="convert" data-testid="convert">
      {initial.unknown.length > 0 && (
        <p className="notice notice--warning" role="status" data-testid="convert-fallback">
          {t('fallback', { tickers: initial.unknown.join(', '), give: initial.give, receive: initial.receive })}
        </p>
      )}
      <form className="card convert__card" aria-labelledby="convert-form-title" onSubmit={requestQuote} noValidate>
        <h2 id="convert-form-title">{t('form.title')}</h2>
        <div className="convert__side">
          <CurrencySelect
            id="convert-give"
            label={t('form.give')}
            value={give}
            tickers={tickers}
            currencies={currencies}
            onChange={chooseGive}
          />
          <FormAmountField
            control={control}
            name="amount"
            inputName="convert-amount"
            label={t('form.amount', { ticker: give })}
            precision={giveDecimals}
            suffix={give}
            onValueChange={forgetQuote}
            hint={
              !loggedIn ? undefined : balances.data ? (
                t('quote.available', { amount: formatDecimal(available, lng, { max: giveDecimals }), ticker: give })
              ) : (
                // The line is kept while the balance loads, so the form below does not move when it comes.
                <SkeletonText width="12em" />
              )
            }
            onMax={
              loggedIn && balances.data
                ? () => {
                    setValue('amount', roundedDown(available, giveDecimals), { shouldValidate: true });
                    forgetQuote();
                  }
                : undefined
            }
            maxLabel={t('quote.max')}
            disabled={formState.isSubmitting}
          />
        </div>
        <div className="convert__swap">
          <button type="button" className="button button--secondary convert__swap-button" onClick={swap} data-testid="convert-swap">
            <span aria-hidden="true">⇅</span> {t('form.swap')}
          </button>
        </div>
        <div className="convert__side">
          <CurrencySelect
            id="convert-receive"
            label={t('form.receive')}
            value={receive}
            tickers={tickers}
            currencies={currencies}
            onChange={chooseReceive}
          />
          <div className="field">
            <span className="field__label" id="convert-result-label">
              {t('form.result', { ticker: receive })}
            </span>
            <output className="convert__result" aria-labelledby="convert-result-label" data-testid="convert-result">
              {result !== undefined ? (
                <>
                  <span data-testid="convert-result-value">{formatDecimal(result, lng, { max: receiveDecimals })}</span> {receive}
                </>
              ) : (
                <span className="convert__placeholder">{t('form.resultEmpty')}</span>
              )}
            </output>
          </div>
        </div>
        <div className="convert__rate" aria-live="polite">
          {rateState ?? (
            <dl className="definition-list" data-testid="convert-rate">
              <dt>{t('rate.label')}</dt>
              <dd>{t('rate.value', { give, receive, rate: formatDecimal(displayRate(pairRate!.rate), lng, { max: 18 }) })}</dd>
              <dt>{t('rate.inverseLabel')}</dt>
              <dd>
                {t('rate.value', {
                  give: receive,
                  receive: give,
                  rate: formatDecimal(displayRate(pairRate!.rate.pow(-1)), lng, { max: 18 }),
                })}
              </dd>
              {(pairRate!.source === 'cross' || pairRate!.source === 'market') && (
                <>
                  <dt>{t('rate.sourceLabel')}</dt>
                  <dd>{t(`rate.${pairRate!.source}`, { via: pairRate!.via })}</dd>
                </>
              )}
            </dl>
          )}
        </div>
        {loggedIn ? (
          !quote && (
            <div className="form__actions">
              <button type="submit" className="button" disabled={formState.isSubmitting} data-testid="convert-get-quote">
                {formState.isSubmitting ? t('quote.asking') : t('quote.get')}
              </button>
            </div>
          )
        ) : (
          <LoginPrompt message={t('quote.guest')} action={t('quote.login')} />
        )}
      </form>
      {quote && (
        <QuoteCard
          key={quote.id}
          quote={quote}
          decimalsOf={decimalsOf}
          onRequote={() => void requestQuote()}
          requoting={formState.isSubmitting}
          onConverted={converted}
        />
      )}
      {done && (
        <section className="card convert__done" aria-labelledby="convert-done-title" data-testid="convert-done">
          <h2 id="convert-done-title">{t('quote.doneTitle')}</h2>
          <dl className="definition-list">
            <dt>{t('quote.gave')}</dt>
            <dd data-testid="convert-done-give" data-value={done.finalGive}>
              {formatDecimal(done.finalGive, lng, { max: decimalsOf(done.from) })} {done.from}
            </dd>
            <dt>{t('quote.received')}</dt>
            <dd data-testid="convert-done-receive" data-value={done.finalReceive}>
              {formatDecimal(done.finalReceive, lng, { max: decimalsOf(done.to) })} {done.to}
            </dd>
          </dl>
          <AppLink to="/history/trade/convert">{t('quote.history')}</AppLink>
        </section>
      )}
      <ExecuteOnSpot give={give} receive={receive} />
    </div>
  );
}

/**
 * A binding quote: what is given and received, its rate, the seconds it still holds (counted from its arrival,
 * from the answer's `expiresIn`), and "Convert". Expired, by the countdown or by the exchange, it offers a new quote.
 */
function QuoteCard({
  quote,
  decimalsOf,
  onRequote,
  requoting,
  onConverted,
}: {
  quote: ConvertQuote;
  decimalsOf: (ticker: string) => number;
  onRequote: () => void;
  requoting: boolean;
  onConverted: (record: ConvertRecord) => void;
}) {
  const { t, i18n } = useTranslation('convert');
  const lng = i18n.language;
  const left = useCountdown(quote.expiresIn);
  const [refused, setRefused] = useState(false);
  const confirm = useConfirmConvert();
  const form = useContractForm<ConfirmValues>({ schema: ConfirmConvertBody, defaultValues: { quoteId: quote.id } });
  const expired = refused || left <= 0;
  const submit = form.handleSubmit((values) =>
    confirm.mutateAsync({ data: values }).then(
      (answer) => onConverted(answer.data),
      (error: unknown) => {
        // 1234: the quote is gone (expired or used): a new quote is the way on.
        if (error instanceof ApiError && error.code === 1234) setRefused(true);
        else putServerErrors(form, error, { fields: ['quoteId'], codeFields: { 37: 'quoteId' }, onForm: true });
      },
    ),
  );
  const serverError = form.formState.errors.quoteId?.message ?? form.formState.errors.root?.message;
  return (
    <form className="card convert__quote" aria-labelledby="convert-quote-title" onSubmit={submit} noValidate data-testid="convert-quote">
      <h2 id="convert-quote-title">{t('quote.title')}</h2>
      <dl className="definition-list">
        <dt>{t('quote.give')}</dt>
        <dd data-testid="convert-quote-give" data-value={quote.give}>
          {formatDecimal(quote.give, lng, { max: decimalsOf(quote.from) })} {quote.from}
        </dd>
        <dt>{t('quote.receive')}</dt>
        <dd data-testid="convert-quote-receive" data-value={quote.receive}>
          {formatDecimal(quote.receive, lng, { max: decimalsOf(quote.to) })} {quote.to}
        </dd>
        <dt>{t('quote.rate')}</dt>
        <dd>{t('rate.value', { give: quote.from, receive: quote.to, rate: formatDecimal(quote.rate, lng, { max: 18 }) })}</dd>
      </dl>
      {expired ? (
        <div className="notice notice--warning" role="status" data-testid="convert-quote-expired">
          <p>{t('quote.expired')}</p>
          <button type="button" className="button" onClick={onRequote} disabled={requoting} data-testid="convert-requote">
            {t('quote.requote')}
          </button>
        </div>
      ) : (
        <>
          <p className="convert__countdown" aria-live="off" data-testid="convert-quote-countdown">
            {t('quote.countdown', { count: left })}
          </p>
          {serverError && (
            <p className="field__error" role="alert" data-testid="convert-quote-error">
              {serverError}
            </p>
          )}
          <div className="form__actions">
            <button type="submit" className="button" disabled={form.formState.isSubmitting} data-testid="convert-confirm">
              {form.formState.isSubmitting ? t('quote.converting') : t('quote.confirm')}
            </button>
          </div>
        </>
      )}
    </form>
  );
}

/** Whole seconds left of `seconds`, counted from the first render (a monotonic clock, never the wall clock's date). */
function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (seconds <= 0) return;
    const start = performance.now();
    const timer = setInterval(() => {
      const next = Math.max(0, seconds - Math.floor((performance.now() - start) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

function CurrencySelect({
  id,
  label,
  value,
  tickers,
  currencies,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  tickers: readonly string[];
  currencies: readonly Currency[];
  onChange: (ticker: string) => void;
}) {
  const nameOf = (ticker: string) => currencies.find((c) => c.ticker === ticker)?.name;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} data-testid={`${id}-select`}>
        {tickers.map((ticker) => {
          const name = nameOf(ticker);
          return (
            <option key={ticker} value={ticker}>
              {name && name !== ticker ? `${ticker} · ${name}` : ticker}
            </option>
          );
        })}
      </select>
    </div>
  );
}

/** Where the quote becomes a trade: the spot market of the pair, in whichever direction it is listed. */
function ExecuteOnSpot({ give, receive }: { give: string; receive: string }) {
  const { t } = useTranslation('convert');
  const markets = useListTradeMarkets({ query: { staleTime: 90_000 } });
  const market = markets.data?.data.find(
    (m) => m.type === 'spot' && ((m.stock === give && m.money === receive) || (m.stock === receive && m.money === give)),
  );
  return (
    <section className="notice convert__execute" aria-labelledby="convert-execute-title" data-testid="convert-execute">
      <h2 id="convert-execute-title">{t('execute.title')}</h2>
      <p>{t('execute.indicative')}</p>
      {markets.isPending ? (
        <QueryLoading
          placeholder={
            // The link's button, its label a bar.
            <span className="button button--placeholder" aria-hidden="true">
              <SkeletonText width="12em" />
            </span>
          }
        />
      ) : markets.isError ? (
        <QueryError error={markets.error} onRetry={() => void markets.refetch()} />
      ) : market ? (
        <AppLink className="button" to={`/trade/${market.market}`} data-testid="convert-trade-link">
          {market.stock === receive
            ? t('execute.buy', { ticker: receive, market: `${market.stock}/${market.money}` })
            : t('execute.sell', { ticker: give, market: `${market.stock}/${market.money}` })}
        </AppLink>
      ) : (
        <>
          <p>{t('execute.noMarket', { give, receive })}</p>
          <AppLink className="button button--secondary" to="/markets">
            {t('execute.markets')}
          </AppLink>
        </>
      )}
    </section>
  );
}
