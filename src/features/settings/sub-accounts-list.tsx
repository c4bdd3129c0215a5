/**
 * The sub-accounts, 15 a page and cached 60 s (spec section 9), searchable by alias or e-mail
 * (GET /v2/sub-account offset, limit, search); each is managed in its card.
 */
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListSubAccountsQueryKey, useListSubAccounts } from '../../../generated/api/sub-accounts/sub-accounts';
import { Pager } from '../../ui/pager';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { SubAccountCard } from './sub-account-card';
import { AppLink } from '../../ui/app-link';

export const SUB_ACCOUNTS_PAGE = 15;

export const SUB_ACCOUNTS_STALE_MS = 60_000;

export function SubAccountsList() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const needle = useDeferredValue(search.trim());
  const list = useListSubAccounts(
    { offset, limit: SUB_ACCOUNTS_PAGE, ...(needle ? { search: needle.slice(0, 64) } : {}) },
    { query: { staleTime: SUB_ACCOUNTS_STALE_MS, placeholderData: keepPreviousData } },
  );
  const refresh = () => void queryClient.invalidateQueries({ queryKey: getListSubAccountsQueryKey() });

  return (
    <>
      <div className="toolbar">
        <label className="search-field">
          <span className="visually-hidden">{t('subAccounts.search')}</span>
          <input
            type="search"
            value={search}
            placeholder={t('subAccounts.searchPlaceholder')}
            onChange={(e) => {
              setSearch(e.target.value);
              setOffset(0);
            }}
          />
        </label>
        <AppLink className="button" to="/settings/general/sub-accounts/create">
          {t('subAccounts.create')}
        </AppLink>
      </div>
      {list.isPending ? (
        <QueryLoading />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <QueryEmpty>{needle ? t('subAccounts.noMatch') : t('subAccounts.empty')}</QueryEmpty>
      ) : (
        <>
          <ul className="sub-account-list" aria-busy={list.isFetching}>
            {list.data.data.map((account) => (
              <li key={account.id}>
                <SubAccountCard account={account} onChanged={refresh} />
              </li>
            ))}
          </ul>
          <Pager
            offset={offset}
            limit={SUB_ACCOUNTS_PAGE}
            total={list.data.pagination.total}
            onOffset={setOffset}
            disabled={list.isFetching}
          />
        </>
      )}
    </>
  );
}
