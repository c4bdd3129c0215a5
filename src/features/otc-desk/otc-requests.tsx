/**
 * The user's OTC requests, newest first, with the desk's answers: a quote still open can be accepted or declined in
 * place; the others say how they ended.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OtcRequest } from '../../../generated/api/model/otcRequest.zod';
import { getListOtcRequestsQueryKey, useListOtcRequests } from '../../../generated/api/otc/otc';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { CallError } from '../../ui/call-error';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { OtcQuote } from './otc-quote';

export function OtcRequests() {
  const { t, i18n } = useTranslation('otc');
  const queryClient = useQueryClient();
  const requests = useListOtcRequests({ limit: 100 }, { query: { refetchInterval: 30_000 } });
  // When the list arrived: the open quotes' time left counts from it.
  const [receivedAt] = useState(() => Date.now());
  const locale = i18n.language;
  const amount = (value: string, ticker: string) => `${formatDecimal(value, locale, { max: 8 })} ${ticker}`;
  if (requests.isPending) return <QueryLoading />;
  if (requests.isError) return <CallError error={requests.error} onRetry={() => void requests.refetch()} />;
  const rows = requests.data.data;
  const open = rows.filter((r) => r.status === 'quoted');
  const changed = () => void queryClient.invalidateQueries({ queryKey: getListOtcRequestsQueryKey() });
  return (
    <section aria-labelledby="otc-requests-title">
      <h2 id="otc-requests-title">{t('requests.title')}</h2>
      {open.map((r: OtcRequest) => (
        <OtcQuote key={r.id} request={r} receivedAt={requests.dataUpdatedAt || receivedAt} onChanged={changed} />
      ))}
      {rows.length === 0 ? (
        <QueryEmpty>{t('requests.empty')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table" data-testid="otc-requests">
            <caption className="visually-hidden">{t('requests.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('requests.time')}</th>
                <th scope="col">{t('requests.trade')}</th>
                <th scope="col">{t('requests.price')}</th>
                <th scope="col">{t('requests.total')}</th>
                <th scope="col">{t('requests.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} data-testid="otc-request-row" data-id={r.id} data-status={r.status}>
                  <td>{formatDateTime(r.createdAt, locale)}</td>
                  <td>{t(`requests.side.${r.side}`, { amount: amount(r.amount, r.asset) })}</td>
                  <td className="num">{amount(r.price, r.quote)}</td>
                  <td className="num" data-value={r.total}>
                    {amount(r.total, r.quote)}
                  </td>
                  <td>{t(`statuses.${r.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
