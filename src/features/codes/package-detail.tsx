/**
 * /codes/packages/:id: one package with its codes (getCodePackage): each code, whether it was used and when, a copy of
 * those not used yet, and all unused codes as a CSV file to hand out.
 */
import { useTranslation } from 'react-i18next';
import { useGetCodePackage } from '../../../generated/api/codes/codes';
import { saveFile } from '../../lib/files/save-file';
import { formatDate } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { CopyButton } from '../../ui/copy-button';
import { QueryLoading } from '../../ui/query-state';

export function PackageDetail() {
  const { t, i18n } = useTranslation('codes');
  const id = useLocalizedPath().path.split('/')[3] ?? '';
  const read = useGetCodePackage(Number(id), { query: { enabled: /^\d+$/.test(id), staleTime: 10_000 } });
  if (read.isPending) return <QueryLoading />;
  if (read.isError) return <CallError error={read.error} onRetry={() => void read.refetch()} />;
  const p = read.data.data;
  const locale = i18n.language;
  const codes = p.codes ?? [];
  const unused = codes.filter((c) => c.status === 'created');
  return (
    <section className="card" data-testid="package-detail" aria-labelledby="package-title">
      <h2 id="package-title">{p.name}</h2>
      <p>
        {t('packages.codesOf', { count: p.count, amount: formatDecimal(p.amountPerCode, locale, { max: 8 }), ticker: p.ticker })} ·{' '}
        <span data-testid="package-used">{t('packages.used', { used: p.usedCount, count: p.count })}</span>
      </p>
      {p.status === 'draft' ? (
        <p>
          {t('packages.draft')} <AppLink to={`/codes/packages/generate?id=${p.id}`}>{t('links.generate')}</AppLink>
        </p>
      ) : (
        <>
          <p className="product-info__links">
            <button
              type="button"
              className="button button--secondary"
              disabled={unused.length === 0}
              onClick={() => saveFile(new Blob([unusedCsv(unused)], { type: 'text/csv' }), `codes-${p.id}.csv`)}
              data-testid="package-csv"
            >
              {t('packages.download', { count: unused.length })}
            </button>
          </p>
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table" data-testid="package-codes">
              <caption className="visually-hidden">{t('packages.codesCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('list.columns.code')}</th>
                  <th scope="col">{t('list.columns.status')}</th>
                  <th scope="col">{t('list.columns.action')}</th>
                </tr>
              </thead>
              <tbody>
                {codes.map((c) => (
                  <tr key={c.externalId} data-testid="package-code" data-status={c.status}>
                    <td>
                      <code>{c.code}</code>
                    </td>
                    <td>
                      {c.usedAt === undefined ? t('list.status.created') : t('list.status.used', { date: formatDate(c.usedAt, locale) })}
                    </td>
                    <td>
                      {c.status === 'created' && (
                        <CopyButton text={c.code} label={t('share.copyCode')} copied={t('share.copied')} failed={t('share.copyFailed')} />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** The codes not used yet, one per line with what each carries (codes have no comma or quote to escape). */
export function unusedCsv(codes: readonly { code: string; amount: string; ticker: string }[]): string {
  return ['code,amount,ticker', ...codes.map((c) => `${c.code},${c.amount},${c.ticker}`)].join('\n') + '\n';
}
