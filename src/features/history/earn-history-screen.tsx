/**
 * Investment history (spec section 3 "Earn": status CLOSED=0, ACTIVE=1; section 4 transaction types):
 * /history/main/investments lists the fixed plans' transactions (GET /v2/smart/fixed-plans/history),
 * /history/main/investments-flexible the flexible ones (GET .../flex-plans/investments/history), optionally of one
 * ticker (the :slug page). Both filter by status, ticker and period and page by 20.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListFixedInvestmentHistory } from '../../../generated/api/earn-fixed/earn-fixed';
import { useListFlexInvestmentHistory } from '../../../generated/api/earn-flex/earn-flex';
import { loginPath } from '../../lib/navigation/safe-redirect';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { EARN_HISTORY_PAGE } from './earn-history-page-size';
import { EarnHistoryTable } from './earn-history-table';
import { HistoryFilters, useHistoryFilters } from './history-filters';
import { AppLink } from '../../ui/app-link';
import { SegmentedControl } from '../../ui/segmented-control';

const TICKER = /^[A-Z0-9]{2,12}$/;

type Status = 'all' | '1' | '0';

export function EarnHistoryScreen({ kind, ticker: fixedTicker }: { kind: 'flex' | 'fixed'; ticker?: string }) {
  const { t } = useTranslation('history');
  const [status, setStatus] = useState<Status>('all');
  const [tickerText, setTickerText] = useState('');
  const filters = useHistoryFilters();
  const { offset, setOffset } = filters;
  const typed = useDeferredValue(tickerText.trim().toUpperCase());
  const ticker = fixedTicker ?? (TICKER.test(typed) ? typed : undefined);
  const params = {
    offset,
    limit: EARN_HISTORY_PAGE,
    ...(status === 'all' ? {} : { status: Number(status) as 0 | 1 }),
    ...(ticker ? { ticker } : {}),
    ...(filters.params.from === undefined ? {} : { from: filters.params.from }),
    ...(filters.params.to === undefined ? {} : { to: filters.params.to }),
  };
  // The flexible history of a ticker is a public route: a guest is offered the login instead of a 401.
  const { loggedIn } = useSessionSnapshot();
  const options = { query: { placeholderData: keepPreviousData } };
  const flex = useListFlexInvestmentHistory(params, { query: { ...options.query, enabled: loggedIn && kind === 'flex' } });
  const fixed = useListFixedInvestmentHistory(params, { query: { ...options.query, enabled: loggedIn && kind === 'fixed' } });
  const history = kind === 'flex' ? flex : fixed;

  return (
    <StandardAreaPage>
      <div className="toolbar">
        <SegmentedControl
          variant="radio"
          aria-label={t('earn.status')}
          items={(['all', '1', '0'] as const).map((s) => ({ value: s, label: t(`earn.statuses.${s}`) }))}
          value={status}
          onChange={(s) => {
            setStatus(s);
            setOffset(0);
          }}
        />
        {!fixedTicker && (
          <label className="search-field">
            <span className="visually-hidden">{t('earn.ticker')}</span>
            <input
              type="search"
              value={tickerText}
              placeholder={t('earn.tickerPlaceholder')}
              onChange={(e) => {
                setTickerText(e.target.value);
                setOffset(0);
              }}
            />
          </label>
        )}
      </div>
      <HistoryFilters filters={filters} />
      {!loggedIn ? (
        <p className="notice" data-testid="history-login">
          {t('earn.guest')} <AppLink to={loginPath(location.pathname + location.search)}>{t('earn.login')}</AppLink>
        </p>
      ) : history.isPending ? (
        <QueryLoading />
      ) : history.isError ? (
        <QueryError error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <EarnHistoryTable page={history.data} offset={offset} fetching={history.isFetching} onOffset={setOffset} />
      )}
    </StandardAreaPage>
  );
}
