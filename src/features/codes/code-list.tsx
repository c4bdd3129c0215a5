/**
 * /codes/all, /codes/created, /codes/used: the codes the user created (listMyCodes by status, 30 a page), each with
 * what it carries, its note, whether it asks for a passphrase, and when it was made and used; a code not used yet can
 * be copied again. A shared link (/codes/all?code=...) opens the activation with the code filled in above the list.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListMyCodes } from '../../../generated/api/codes/codes';
import type { CodeStatusFilter } from '../../../generated/api/model/codeStatusFilter.zod';
import { formatDate } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { CopyButton } from '../../ui/copy-button';
import { Pager } from '../../ui/pager';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { ActivateCodeForm } from './activate-code-form';

export const CODES_PAGE = 30;
export const CODE_FILTERS: readonly CodeStatusFilter[] = ['all', 'created', 'used'];

export function CodeList({ status }: { status: CodeStatusFilter }) {
  const { t, i18n } = useTranslation('codes');
  const { code: shared } = useSearch({ strict: false }) as { code?: string };
  const [offset, setOffset] = useState(0);
  const codes = useListMyCodes({ status, offset, limit: CODES_PAGE }, { query: { placeholderData: keepPreviousData } });
  const locale = i18n.language;
  return (
    <div className="codes">
      {shared && <ActivateCodeForm />}
      <p className="product-info__links">
        <AppLink className="button" to="/codes/create">
          {t('links.create')}
        </AppLink>
        <AppLink className="button button--secondary" to="/codes/activate">
          {t('links.activate')}
        </AppLink>
        <AppLink className="button button--secondary" to="/codes/packages">
          {t('links.packages')}
        </AppLink>
      </p>
      <nav className="segmented" aria-label={t('list.filter')}>
        {CODE_FILTERS.map((f) => (
          <AppLink key={f} to={`/codes/${f}`} aria-current={f === status ? 'page' : undefined} data-testid={`codes-filter-${f}`}>
            {t(`list.filters.${f}`)}
          </AppLink>
        ))}
      </nav>
      {codes.isPending ? (
        <QueryLoading />
      ) : codes.isError ? (
        <CallError error={codes.error} onRetry={() => void codes.refetch()} />
      ) : codes.data.data.length === 0 ? (
        <QueryEmpty>{t(`list.empty.${status}`)}</QueryEmpty>
      ) : (
        <>
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table" data-testid="codes-table">
              <caption className="visually-hidden">{t('list.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('list.columns.created')}</th>
                  <th scope="col">{t('list.columns.amount')}</th>
                  <th scope="col">{t('list.columns.description')}</th>
                  <th scope="col">{t('list.columns.status')}</th>
                  <th scope="col">{t('list.columns.code')}</th>
                </tr>
              </thead>
              <tbody>
                {codes.data.data.map((c) => (
                  <tr key={c.externalId} data-testid="code-row" data-code={c.code} data-status={c.status}>
                    <td>{formatDate(c.createdAt, locale)}</td>
                    <td className="num" data-value={c.amount}>
                      {formatDecimal(c.amount, locale, { max: 8 })} {c.ticker}
                    </td>
                    <td>
                      {c.description ?? '—'}
                      {c.hasPassphrase && <span className="badge">{t('list.withPassphrase')}</span>}
                      {c.packageId !== undefined && (
                        <AppLink to={`/codes/packages/${c.packageId}`} className="badge">
                          {t('list.package')}
                        </AppLink>
                      )}
                    </td>
                    <td>
                      {c.usedAt === undefined ? t('list.status.created') : t('list.status.used', { date: formatDate(c.usedAt, locale) })}
                    </td>
                    <td>
                      {c.status === 'created' ? (
                        <CopyButton text={c.code} label={t('share.copyCode')} copied={t('share.copied')} failed={t('share.copyFailed')} />
                      ) : (
                        <code className="code--muted">{c.code.slice(0, 10)}…</code>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager offset={offset} limit={CODES_PAGE} total={codes.data.pagination.total} onOffset={setOffset} disabled={codes.isFetching} />
        </>
      )}
    </div>
  );
}
