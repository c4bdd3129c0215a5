/**
 * /fees/:type: the fee schedule in three tables. `cryptocurrency`: deposit and withdrawal terms of every
 * crypto asset per network (minimums and the withdrawal fee the currency list carries); `fiat`: the fiat
 * currencies and their payment providers (the contract gives no provider fees, so the page says where the fee
 * is shown); `trading`: maker and taker fee of every market, and how WBT and the VIP programme lower them.
 */
import Decimal from 'decimal.js';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListCurrencies } from '../../../generated/api/profile/profile';
import { useListTradeMarkets } from '../../../generated/api/markets/markets';
import type { Currency } from '../../../generated/api/model/currency.zod';
import type { CurrencyNetwork } from '../../../generated/api/model/currencyNetwork.zod';
import type { Market } from '../../../generated/api/model/market.zod';
import { formatDecimal } from '../../lib/format/number-format';
import { useRegion } from '../../lib/region/current-region';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { InfoFrame } from './info-frame';
import { AppLink } from '../../ui/app-link';

export const FEE_TYPES = ['cryptocurrency', 'fiat', 'trading'] as const;
type FeeType = (typeof FEE_TYPES)[number];
const isFeeType = (value: string | undefined): value is FeeType => (FEE_TYPES as readonly string[]).includes(value ?? '');

/** A fee as the contract sends it, a fraction ("0.001"), as a percentage ("0.1 %"), exact. */
export function feePercent(fraction: string, locale: string): string {
  return `${formatDecimal(new Decimal(fraction).mul(100).toFixed(), locale, { min: 2, max: 4 })}\u00a0%`;
}

export function FeesPage({ type }: { type: string | undefined }) {
  const { t } = useTranslation('info');
  const { prefix } = useLocalizedPath();
  const links = FEE_TYPES.map((key) => ({ href: `${prefix}/fees/${key}`, label: t(`fees.tabs.${key}`), current: key === type }));
  return (
    <InfoFrame links={links}>
      {!isFeeType(type) ? (
        <div className="notice notice--warning" role="alert">
          <p>{t('fees.unknown', { type })}</p>
          <AppLink to="/fees/cryptocurrency">{t('fees.tabs.cryptocurrency')}</AppLink>
        </div>
      ) : type === 'trading' ? (
        <TradingFees />
      ) : type === 'fiat' ? (
        <FiatFees />
      ) : (
        <CryptoFees />
      )}
    </InfoFrame>
  );
}

function SearchBox({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) {
  return (
    <label className="search-field">
      <span className="visually-hidden">{label}</span>
      <input type="search" value={value} placeholder={label} maxLength={30} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

const matches = (needle: string, ...values: string[]) => {
  const n = needle.trim().toUpperCase();
  return !n || values.some((v) => v.toUpperCase().includes(n));
};

function CryptoFees() {
  const { t, i18n } = useTranslation('info');
  const currencies = useListCurrencies({ query: { staleTime: 300_000 } });
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search);
  const rows = useMemo(
    () =>
      (currencies.data?.data ?? [])
        .filter((c) => !c.isFiat && matches(needle, c.ticker, c.name))
        .sort((a, b) => a.ticker.localeCompare(b.ticker))
        .flatMap((c, ci): { c: Currency; n: CurrencyNetwork | undefined; key: string; span: number }[] =>
          c.networks.length
            ? c.networks.map((n, ni) => ({ c, n, key: `${ci}-${ni}`, span: ni === 0 ? c.networks.length : 0 }))
            : [{ c, n: undefined, key: `${ci}`, span: 1 }],
        ),
    [currencies.data, needle],
  );
  const amount = (value: string | undefined, c: Currency) =>
    value ? `${formatDecimal(value, i18n.language, { max: c.decimal })} ${c.ticker}` : '—';

  return (
    <section aria-labelledby="crypto-fees-title" className="fees-section">
      <h2 id="crypto-fees-title">{t('fees.crypto.title')}</h2>
      <p>{t('fees.crypto.text')}</p>
      <div className="toolbar">
        <SearchBox value={search} onChange={setSearch} label={t('fees.searchAsset')} />
      </div>
      {currencies.isPending ? (
        <QueryLoading />
      ) : currencies.isError ? (
        <QueryError error={currencies.error} onRetry={() => void currencies.refetch()} />
      ) : rows.length === 0 ? (
        <QueryEmpty>{t('fees.noAsset')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table info-table" data-testid="crypto-fees">
            <caption className="visually-hidden">{t('fees.crypto.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('fees.columns.asset')}</th>
                <th scope="col">{t('fees.columns.network')}</th>
                <th scope="col" className="num">
                  {t('fees.columns.minDeposit')}
                </th>
                <th scope="col" className="num">
                  {t('fees.columns.depositFee')}
                </th>
                <th scope="col" className="num">
                  {t('fees.columns.minWithdraw')}
                </th>
                <th scope="col" className="num">
                  {t('fees.columns.withdrawFee')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ c, n, key, span }) => (
                <tr key={key}>
                  {/* One asset cell per currency, spanning its network rows. */}
                  {span > 0 && (
                    <th scope="rowgroup" rowSpan={span} className="fees-asset">
                      <strong>{c.ticker}</strong> <span className="asset-name__full">{c.name}</span>
                    </th>
                  )}
                  <td>{n ? n.name : '—'}</td>
                  <td className="num">{n && !n.isDepositable ? t('fees.suspended') : amount(n?.minDeposit, c)}</td>
                  <td className="num">{n && !n.isDepositable ? '—' : t('fees.free')}</td>
                  <td className="num">{n && !n.isWithdrawal ? t('fees.suspended') : amount(n?.minWithdraw, c)}</td>
                  <td className="num">{n && !n.isWithdrawal ? '—' : n?.withdrawFee ? amount(n.withdrawFee, c) : t('fees.inForm')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="fees-note">{t('fees.crypto.note')}</p>
    </section>
  );
}

function FiatFees() {
  const { t } = useTranslation('info');
  const region = useRegion();
  const currencies = useListCurrencies({ query: { staleTime: 300_000 } });
  const fiat = (currencies.data?.data ?? []).filter((c) => c.isFiat).sort((a, b) => a.ticker.localeCompare(b.ticker));
  const yesNo = (value: boolean) => (value ? t('fees.available') : t('fees.unavailable'));
  return (
    <section aria-labelledby="fiat-fees-title" className="fees-section">
      <h2 id="fiat-fees-title">{t('fees.fiat.title')}</h2>
      <p>{t('fees.fiat.text', { region: region.name, currencies: region.fiatCurrencies.join(', ') })}</p>
      <p className="notice">{t('fees.fiat.noFees')}</p>
      {currencies.isPending ? (
        <QueryLoading />
      ) : currencies.isError ? (
        <QueryError error={currencies.error} onRetry={() => void currencies.refetch()} />
      ) : fiat.length === 0 ? (
        <QueryEmpty>{t('fees.fiat.empty')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table info-table" data-testid="fiat-fees">
            <caption className="visually-hidden">{t('fees.fiat.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('fees.columns.currency')}</th>
                <th scope="col">{t('fees.columns.provider')}</th>
                <th scope="col">{t('fees.columns.deposit')}</th>
                <th scope="col">{t('fees.columns.withdraw')}</th>
              </tr>
            </thead>
            <tbody>
              {fiat.flatMap((c, ci) => {
                const providers = c.providers.length ? c.providers : [undefined];
                return providers.map((p, i) => (
                  <tr key={`${ci}-${i}`}>
                    {i === 0 && (
                      <th scope="rowgroup" rowSpan={providers.length} className="fees-asset">
                        <strong>{c.ticker}</strong> <span className="asset-name__full">{c.name}</span>
                      </th>
                    )}
                    <td>
                      {p ? (
                        <>
                          {p.name}
                          {p.description && <span className="fees-provider__text">{p.description}</span>}
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td>{yesNo(p ? p.isDepositable : c.isDepositable)}</td>
                    <td>{yesNo(p ? p.isWithdrawal : c.isWithdrawal)}</td>
                  </tr>
                ));
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function TradingFees() {
  const { t } = useTranslation('info');
  const markets = useListTradeMarkets({ query: { staleTime: 90_000 } });
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search);
  const byKind = (kind: Market['type']) =>
    (markets.data?.data ?? [])
      .filter((m) => m.type === kind && matches(needle.replace('/', '-'), m.market))
      .sort(
        (a, b) => (a.priority ?? Number.MAX_SAFE_INTEGER) - (b.priority ?? Number.MAX_SAFE_INTEGER) || a.market.localeCompare(b.market),
      );

  return (
    <>
      <section aria-labelledby="trading-fees-title" className="fees-section">
        <h2 id="trading-fees-title">{t('fees.trading.title')}</h2>
        <p>{t('fees.trading.text')}</p>
        <div className="toolbar">
          <SearchBox value={search} onChange={setSearch} label={t('fees.searchMarket')} />
        </div>
        {markets.isPending ? (
          <QueryLoading />
        ) : markets.isError ? (
          <QueryError error={markets.error} onRetry={() => void markets.refetch()} />
        ) : (
          <div className="grid-2 fees-tables">
            <MarketFeeTable title={t('fees.trading.spot')} rows={byKind('spot')} testId="spot-fees" />
            <MarketFeeTable title={t('fees.trading.futures')} rows={byKind('futures')} testId="futures-fees" />
          </div>
        )}
      </section>
      <section aria-labelledby="discounts-title" className="card fees-section">
        <h2 id="discounts-title">{t('fees.discounts.title')}</h2>
        <p>{t('fees.discounts.wbt')}</p>
        <p>{t('fees.discounts.vip')}</p>
        <p>{t('fees.discounts.example')}</p>
        <ul className="link-list">
          <li>
            <AppLink to="/wbt">{t('fees.discounts.wbtLink')}</AppLink>
          </li>
          <li>
            <AppLink to="/vip-program">{t('fees.discounts.vipLink')}</AppLink>
          </li>
          <li>
            <AppLink to="/trading-data/trading-fees">{t('fees.discounts.levelsLink')}</AppLink>
          </li>
        </ul>
      </section>
    </>
  );
}

function MarketFeeTable({ title, rows, testId }: { title: string; rows: readonly Market[]; testId: string }) {
  const { t, i18n } = useTranslation('info');
  return (
    <div>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <QueryEmpty>{t('fees.noMarket')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table info-table" data-testid={testId}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('fees.columns.market')}</th>
                <th scope="col" className="num">
                  {t('fees.columns.maker')}
                </th>
                <th scope="col" className="num">
                  {t('fees.columns.taker')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => (
                <tr key={m.market}>
                  <th scope="row">{m.type === 'futures' ? m.market : `${m.stock}/${m.money}`}</th>
                  <td className="num">{feePercent(m.makerFee, i18n.language)}</td>
                  <td className="num">{feePercent(m.takerFee, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
