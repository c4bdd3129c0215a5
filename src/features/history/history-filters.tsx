/**
 * The filters of a history tab: a period of whole UTC days (from, to) and, where the tab's call takes them, an asset,
 * a market, a side, a status, a kind of record and an account. Changing one starts the list again from its first page. The period is sent as the
 * Unix seconds of its first and last second; a reversed period is said on its field and not sent.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../ui/form-field';

export interface FilterValues {
  from: string;
  to: string;
  ticker: string;
  market: string;
  side: string;
  status: string;
  kind: string;
  account: string;
}

const EMPTY: FilterValues = { from: '', to: '', ticker: '', market: '', side: '', status: '', kind: '', account: '' };
const DAY_SECONDS = 86_400;
const TICKER = /^[A-Z0-9]{2,12}$/;

/** A UTC day (YYYY-MM-DD) as the Unix seconds of its first second. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** What the filters send: only what is set (and valid). */
export interface FilterParams {
  from?: number;
  to?: number;
  ticker?: string;
  market?: string;
  side?: 1 | 2;
  status?: string;
  kind?: string;
  account?: string;
}

export function filterParams(values: FilterValues): { params: FilterParams; reversed: boolean } {
  const from = values.from ? dayStart(values.from) : undefined;
  const to = values.to ? dayStart(values.to) + DAY_SECONDS - 1 : undefined;
  const reversed = from !== undefined && to !== undefined && from > to;
  const ticker = values.ticker.trim().toUpperCase();
  return {
    reversed,
    params: {
      ...(reversed || from === undefined ? {} : { from }),
      ...(reversed || to === undefined ? {} : { to }),
      ...(TICKER.test(ticker) ? { ticker } : {}),
      ...(values.market ? { market: values.market } : {}),
      ...(values.side === '1' || values.side === '2' ? { side: Number(values.side) as 1 | 2 } : {}),
      ...(values.status ? { status: values.status } : {}),
      ...(values.kind ? { kind: values.kind } : {}),
      ...(values.account ? { account: values.account } : {}),
    },
  };
}

/** The filters' state and the list's offset, which goes back to 0 whenever a filter changes. */
export function useHistoryFilters(initial: Partial<FilterValues> = {}) {
  const [values, setValues] = useState<FilterValues>({ ...EMPTY, ...initial });
  const [offset, setOffset] = useState(0);
  const { params, reversed } = useMemo(() => filterParams(values), [values]);
  const change = (next: Partial<FilterValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setOffset(0);
  };
  // Whether anything narrows the list: its empty state then says that nothing matches rather than that there is nothing.
  const narrowed = Object.keys(params).length > 0;
  return { values, change, params, reversed, narrowed, offset, setOffset };
}

export interface FilterFields {
  /** Offer the asset field. */
  ticker?: boolean;
  /** The markets to choose from (value and label). */
  markets?: readonly { value: string; label: string }[];
  /** Offer buy and sell. */
  side?: boolean;
  /** The statuses to choose from (value and label). */
  statuses?: readonly { value: string; label: string }[];
  /** The kinds of record to choose from (value and label). */
  kinds?: readonly { value: string; label: string }[];
  /** The user's accounts to choose from (value and label). */
  accounts?: readonly { value: string; label: string }[];
}

export function HistoryFilters({ filters, fields = {} }: { filters: ReturnType<typeof useHistoryFilters>; fields?: FilterFields }) {
  const { t } = useTranslation('history');
  const { values, change, reversed } = filters;
  return (
    <div className="toolbar history-filters" role="group" aria-label={t('filters.label')} data-testid="history-filters">
      <FormField label={t('filters.from')}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={values.from}
            onChange={(e) => change({ from: e.target.value })}
            data-testid="filter-from"
          />
        )}
      </FormField>
      <FormField label={t('filters.to')} hint={t('filters.utc')} error={reversed ? t('filters.reversed') : undefined}>
        {(control) => (
          <input {...control} type="date" value={values.to} onChange={(e) => change({ to: e.target.value })} data-testid="filter-to" />
        )}
      </FormField>
      {fields.ticker && (
        <FormField label={t('filters.asset')}>
          {(control) => (
            <input
              {...control}
              type="search"
              value={values.ticker}
              placeholder={t('filters.assetPlaceholder')}
              onChange={(e) => change({ ticker: e.target.value })}
              data-testid="filter-asset"
            />
          )}
        </FormField>
      )}
      {fields.markets && (
        <FormField label={t('filters.market')}>
          {(control) => (
            <select {...control} value={values.market} onChange={(e) => change({ market: e.target.value })} data-testid="filter-market">
              <option value="">{t('filters.all')}</option>
              {fields.markets!.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {fields.side && (
        <FormField label={t('filters.side')}>
          {(control) => (
            <select {...control} value={values.side} onChange={(e) => change({ side: e.target.value })} data-testid="filter-side">
              <option value="">{t('filters.all')}</option>
              <option value="2">{t('orders.buy')}</option>
              <option value="1">{t('orders.sell')}</option>
            </select>
          )}
        </FormField>
      )}
      {fields.statuses && (
        <FormField label={t('filters.status')}>
          {(control) => (
            <select {...control} value={values.status} onChange={(e) => change({ status: e.target.value })} data-testid="filter-status">
              <option value="">{t('filters.all')}</option>
              {fields.statuses!.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {fields.kinds && (
        <FormField label={t('filters.kind')}>
          {(control) => (
            <select {...control} value={values.kind} onChange={(e) => change({ kind: e.target.value })} data-testid="filter-kind">
              <option value="">{t('filters.all')}</option>
              {fields.kinds!.map((k) => (
                <option key={k.value} value={k.value}>
                  {k.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {fields.accounts && (
        <FormField label={t('filters.account')}>
          {(control) => (
            <select {...control} value={values.account} onChange={(e) => change({ account: e.target.value })} data-testid="filter-account">
              <option value="">{t('filters.all')}</option>
              {fields.accounts!.map((a) => (
                <option key={a.value} value={a.value}>
                  {a.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
    </div>
  );
}
