/**
 * The convert screen: give and receive assets, an amount, the indicative rate and result, a swap button.
 *
 * The contract has no convert-execution call, so this screen quotes and does not execute: the rate comes from
 * the reference rate lists (GET currency rates), is labelled indicative, and the user executes on the spot
 * market of the pair (a link to its trade page). Quoting a price we cannot honour as a "confirm" button would
 * be worse than sending the user to the order book, where the price is real.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListCurrencies, useListCurrencyRates, useListCurrencyRatesIn } from '../../../generated/api/profile/profile';
import { useListTradeMarkets } from '../../../generated/api/trade/trade';
import type { Currency } from '../../../generated/api/model/currency.zod';
import { formatDecimal } from '../../lib/format/number-format';
import { parseNumberInput } from '../../lib/input/number-input';
import { useRegion } from '../../lib/region/current-region';
import { AmountField } from '../../ui/amount-field';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { SkeletonText } from '../../ui/skeleton';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { convertibleTickers, resolvePair } from './convert-pair';
import { displayRate, findPairRate, marketPairRate, quoteAmount } from './convert-rate';
import { AppLink } from '../../ui/app-link';

/** Decimals when the currency list does not name the asset (the spec's display precision). */
const DEFAULT_DECIMALS = 8;
/** Reference rates move; an indicative quote older than this is refreshed. */
const RATE_REFRESH_MS = 30_000;

export function ConvertScreen({ giveParam, receiveParam }: { giveParam?: string; receiveParam?: string }) {
  const currencies = useListCurrencies({ query: { staleTime: 5 * 60_000 } });
  return (
    <StandardAreaPage>
      {currencies.isPending ? (
        <QueryLoading />
      ) : currencies.isError ? (
        <QueryError error={currencies.error} onRetry={() => void currencies.refetch()} />
      ) : (
        <ConvertForm
          key={`${giveParam ?? ''}/${receiveParam ?? ''}`}
          currencies={currencies.data.data}
          giveParam={giveParam}
          receiveParam={receiveParam}
        />
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
  const tickers = convertibleTickers(currencies, region.defaultSwapPair);
  const [initial] = useState(() => resolvePair(tickers, region.defaultSwapPair, giveParam, receiveParam));
  const [give, setGive] = useState(initial.give);
  const [receive, setReceive] = useState(initial.receive);
  const [amount, setAmount] = useState('');

  const decimalsOf = (ticker: string) => currencies.find((c) => c.ticker === ticker)?.decimal ?? DEFAULT_DECIMALS;
  const giveDecimals = decimalsOf(give);
  const receiveDecimals = decimalsOf(receive);

  // Choosing on one side the asset of the other side turns the pair around instead of making it empty.
  const chooseGive = (ticker: string) => {
    if (ticker === receive) setReceive(give);
    setGive(ticker);
  };
  const chooseReceive = (ticker: string) => {
    if (ticker === give) setGive(receive);
    setReceive(ticker);
  };
  const swap = () => {
    setGive(receive);
    setReceive(give);
    setAmount('');
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

  const parsed = amount.trim() === '' ? undefined : parseNumberInput(amount, { decimals: giveDecimals, rounding: 'down' });
  const amountError = parsed && !parsed.ok ? t(parsed.key, parsed.values) : undefined;
  const result = parsed?.ok && pairRate ? quoteAmount(parsed.value, pairRate.rate, receiveDecimals) : undefined;
  const lng = i18n.language;

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

  return (
    <div className="convert" data-testid="convert">
      {initial.unknown.length > 0 && (
        <p className="notice notice--warning" role="status" data-testid="convert-fallback">
          {t('fallback', { tickers: initial.unknown.join(', '), give: initial.give, receive: initial.receive })}
        </p>
      )}
      <section className="card convert__card" aria-labelledby="convert-form-title">
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
          <AmountField
            name="convert-amount"
            label={t('form.amount', { ticker: give })}
            value={amount}
            onChange={setAmount}
            precision={giveDecimals}
            suffix={give}
            error={amountError}
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
      </section>
      <ExecuteOnSpot give={give} receive={receive} />
    </div>
  );
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
