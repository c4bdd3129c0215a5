/**
 * /addresses-history/:network: every deposit address the user made on the network, of every currency and address
 * type, newest first, a page at a time (listAddressHistory), each with a copy button and a link to deposit on it.
 */
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListAddressHistory } from '../../../generated/api/profile/profile';
import { formatDateTime } from '../../lib/format/date-format';
import { AppLink } from '../../ui/app-link';
import { CopyButton } from '../../ui/copy-button';
import { Pager } from '../../ui/pager';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';

export const ADDRESS_HISTORY_PAGE = 20;

export function AddressHistoryScreen() {
  const { t, i18n } = useTranslation('funds');
  const { network = '' } = useParams({ strict: false }) as { network?: string };
  const [offset, setOffset] = useState(0);
  const history = useListAddressHistory(
    network,
    { offset, limit: ADDRESS_HISTORY_PAGE },
    { query: { placeholderData: (previous) => previous } },
  );
  const lng = i18n.language;
  return (
    <StandardAreaPage>
      <h2>{t('addressHistory.title', { network })}</h2>
      {history.isPending ? (
        <QueryLoading />
      ) : history.isError ? (
        <QueryError error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.data.length === 0 ? (
        <QueryEmpty>{t('addressHistory.empty', { network })}</QueryEmpty>
      ) : (
        <>
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table" data-testid="address-history">
              <thead>
                <tr>
                  <th scope="col">{t('addressHistory.address')}</th>
                  <th scope="col">{t('addressHistory.currency')}</th>
                  <th scope="col">{t('addressHistory.type')}</th>
                  <th scope="col">{t('addressHistory.created')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('addressHistory.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.data.data.map((a) => (
                  <tr key={`${a.ticker}-${a.type ?? ''}-${a.address}`} data-testid="address-history-row">
                    <th scope="row" className="mono break">
                      {a.address}
                      {a.memo && <span className="field__hint"> {t('addressHistory.memo', { memo: a.memo })}</span>}
                    </th>
                    <td>{a.ticker}</td>
                    <td>{a.type ? t(`deposit.addressTypes.${a.type}`, { defaultValue: a.type }) : ''}</td>
                    <td>{formatDateTime(a.createdAt, lng)}</td>
                    <td>
                      <CopyButton
                        text={a.address}
                        label={t('deposit.copy')}
                        copied={t('deposit.copied')}
                        failed={t('deposit.copyFailed')}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            offset={offset}
            limit={ADDRESS_HISTORY_PAGE}
            total={history.data.pagination.total}
            onOffset={setOffset}
            disabled={history.isFetching}
          />
        </>
      )}
      <p>
        <AppLink to="/deposit">{t('addressHistory.deposit')}</AppLink>
      </p>
    </StandardAreaPage>
  );
}
