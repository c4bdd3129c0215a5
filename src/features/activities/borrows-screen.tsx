/**
 * /activities/borrows: the borrowed assets as the socket streams them (borrow_positions.subscribe).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBorrowPositionsSubscription } from '../../../generated/socket/trade-socket.client';
import type { BorrowPositions } from '../../../generated/socket/trade-socket.zod';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { NO_PARAMS } from './socket-params';

export function BorrowsScreen() {
  const { t, i18n } = useTranslation('activities');
  const [borrows, setBorrows] = useState<BorrowPositions | undefined>();
  useBorrowPositionsSubscription(NO_PARAMS, setBorrows);
  const locale = i18n.language;
  return (
    <StandardAreaPage>
      {!borrows ? (
        <QueryLoading label={t('positions.waiting')} />
      ) : borrows.records.length === 0 ? (
        <QueryEmpty>{t('borrows.empty')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table" data-testid="borrows">
            <caption className="visually-hidden">{t('borrows.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('borrows.asset')}</th>
                <th scope="col">{t('borrows.amount')}</th>
                <th scope="col">{t('borrows.funding')}</th>
                <th scope="col">{t('positions.liqPrice')}</th>
                <th scope="col">{t('borrows.since')}</th>
              </tr>
            </thead>
            <tbody>
              {borrows.records.map((b, index) => (
                <tr key={`${b.asset}-${b.ctime}-${index}`}>
                  <th scope="row">{b.asset}</th>
                  <td className="num">{formatDecimal(b.amount, locale)}</td>
                  <td className="num">{formatDecimal(b.unrealized_funding, locale)}</td>
                  <td className="num">{b.liq_price === 'NaN' ? '—' : formatDecimal(b.liq_price, locale)}</td>
                  <td>{formatDateTime(b.ctime, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </StandardAreaPage>
  );
}
