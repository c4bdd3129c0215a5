/**
 * /history/collateral/institutional-loan: the user's institutional loan applications (the contract's assumed
 * listInstitutionalLoanRequests; the product has no institutional loan of its own in the app: the desk sends its terms
 * by e-mail once it approves), newest first, with where each stands, filtered by period and status, 50 a page; one
 * not yet approved may be withdrawn. Asked again while one is under review.
 */
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getListInstitutionalLoanRequestsQueryKey,
  useListInstitutionalLoanRequests,
  useWithdrawInstitutionalLoanRequest,
} from '../../../generated/api/crypto-borrow/crypto-borrow';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { notify } from '../../lib/toast/toast';
import { AppLink } from '../../ui/app-link';
import { Pager } from '../../ui/pager';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { HistoryFilters, useHistoryFilters } from './history-filters';

export const LOAN_REQUESTS_PAGE = 50;
const STATUSES = ['submitted', 'reviewing', 'approved', 'withdrawn'] as const;
const REVIEW_POLL_MS = 10_000;

export function InstitutionalLoanHistoryScreen() {
  const { t, i18n } = useTranslation('history');
  const queryClient = useQueryClient();
  const filters = useHistoryFilters();
  const { from, to, status } = filters.params;
  const requests = useListInstitutionalLoanRequests(
    { from, to, ...(status ? { status: status as (typeof STATUSES)[number] } : {}), offset: filters.offset, limit: LOAN_REQUESTS_PAGE },
    {
      query: {
        placeholderData: keepPreviousData,
        refetchInterval: (query) =>
          query.state.data?.data.some((r) => r.status === 'submitted' || r.status === 'reviewing') ? REVIEW_POLL_MS : false,
      },
    },
  );
  const withdraw = useWithdrawInstitutionalLoanRequest({
    mutation: {
      onSuccess: () => {
        notify.success(t('institutionalLoan.withdrawn'));
        void queryClient.invalidateQueries({ queryKey: getListInstitutionalLoanRequestsQueryKey() });
      },
      onError: (error) => failedToFetchToast(error),
    },
  });
  const locale = i18n.language;
  return (
    <StandardAreaPage>
      <p className="field__hint">
        {t('institutionalLoan.explain')} <AppLink to="/institutional-loan">{t('institutionalLoan.apply')}</AppLink>
      </p>
      <HistoryFilters
        filters={filters}
        fields={{ statuses: STATUSES.map((s) => ({ value: s, label: t(`institutionalLoan.statuses.${s}`) })) }}
      />
      {requests.isPending ? (
        <QueryLoading />
      ) : requests.isError ? (
        <QueryError error={requests.error} onRetry={() => void requests.refetch()} />
      ) : requests.data.data.length === 0 ? (
        <QueryEmpty>{t('institutionalLoan.empty')}</QueryEmpty>
      ) : (
        <>
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table" data-testid="institutional-loan-history">
              <caption className="visually-hidden">{t('institutionalLoan.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('institutionalLoan.sent')}</th>
                  <th scope="col">{t('institutionalLoan.company')}</th>
                  <th scope="col">{t('columns.amount')}</th>
                  <th scope="col">{t('institutionalLoan.collateral')}</th>
                  <th scope="col">{t('institutionalLoan.term')}</th>
                  <th scope="col">{t('columns.status')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('institutionalLoan.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {requests.data.data.map((r) => (
                  <tr key={r.id} data-testid="institutional-loan-row" data-id={r.id} data-status={r.status}>
                    <td>{formatDateTime(r.createdAt, locale)}</td>
                    <td>{r.company}</td>
                    <td className="num" data-value={r.amount}>
                      {formatDecimal(r.amount, locale, { max: 8 })} {r.asset}
                    </td>
                    <td>{r.collateral}</td>
                    <td className="num">{t('institutionalLoan.months', { count: r.termMonths })}</td>
                    <td>
                      {t(`institutionalLoan.statuses.${r.status}`)}
                      <span className="field__hint"> · {formatDateTime(r.updatedAt, locale)}</span>
                    </td>
                    <td>
                      {(r.status === 'submitted' || r.status === 'reviewing') && (
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          disabled={withdraw.isPending}
                          onClick={() => withdraw.mutate({ id: r.id })}
                        >
                          {t('institutionalLoan.withdraw')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            offset={filters.offset}
            limit={LOAN_REQUESTS_PAGE}
            total={requests.data.pagination.total}
            onOffset={filters.setOffset}
            disabled={requests.isFetching}
          />
        </>
      )}
    </StandardAreaPage>
  );
}
