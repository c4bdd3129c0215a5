/**
 * /codes/packages/generate?id=<draft>: a drafted package with what generating it takes from the main balance (count
 * times the amount of each code, computed here in decimals against what main holds), and the button that generates its
 * codes in one posting; then the package's page with its codes. The route rule sends a visit without the id to
 * /codes/packages.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListBalancesByTypeQueryKey, useListBalancesByType } from '../../../generated/api/balances/balances';
import {
  getGetCodePackageQueryKey,
  getListCodePackagesQueryKey,
  getListMyCodesQueryKey,
  useGenerateCodePackage,
  useGetCodePackage,
} from '../../../generated/api/codes/codes';
import { formatDecimal } from '../../lib/format/number-format';
import { reportFormError } from '../../lib/errors/form-errors';
import { Dec } from '../../lib/input/input-result';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { FormFailureLine } from '../../ui/form-failure-line';
import { QueryLoading } from '../../ui/query-state';

export function PackageGenerate() {
  const { t, i18n } = useTranslation('codes');
  const { id = '' } = useSearch({ strict: false }) as { id?: string | number };
  const packageId = Number(id);
  const navigate = useNavigate();
  const { prefix } = useLocalizedPath();
  const queryClient = useQueryClient();
  const read = useGetCodePackage(packageId, { query: { enabled: Number.isInteger(packageId) && packageId > 0 } });
  const balances = useListBalancesByType('main', { query: { staleTime: 5_000 } });
  const generate = useGenerateCodePackage();
  const [failure, setFailure] = useState<string>();
  if (read.isPending || balances.isPending) return <QueryLoading />;
  if (read.isError) return <CallError error={read.error} onRetry={() => void read.refetch()} />;
  if (balances.isError) return <CallError error={balances.error} onRetry={() => void balances.refetch()} />;
  const p = read.data.data;
  const locale = i18n.language;
  const total = new Dec(p.amountPerCode).times(p.count);
  const available = balances.data.data.find((b) => b.ticker === p.ticker)?.main ?? '0';
  const short = total.gt(available);
  const shown = (value: Dec | string) => `${formatDecimal(new Dec(value).toFixed(), locale, { max: 8 })} ${p.ticker}`;
  const run = () => {
    setFailure(undefined);
    generate.mutate(
      { id: p.id },
      {
        onSuccess: (response) => {
          queryClient.setQueryData(getGetCodePackageQueryKey(p.id), response);
          void queryClient.invalidateQueries({ queryKey: getListCodePackagesQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getListMyCodesQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getListBalancesByTypeQueryKey('main') });
          void navigate({ href: `${prefix}/codes/packages/${p.id}` });
        },
        onError: (error) =>
          reportFormError(error, { fields: ['amountPerCode', 'id'], onFieldErrors: (errors) => setFailure(Object.values(errors)[0]) }),
      },
    );
  };
  return (
    <section className="card" data-testid="package-generate" aria-labelledby="package-generate-title">
      <h2 id="package-generate-title">{p.name}</h2>
      <dl className="figures">
        <dt>{t('package.amountPerCode')}</dt>
        <dd>{shown(p.amountPerCode)}</dd>
        <dt>{t('package.count')}</dt>
        <dd>{p.count}</dd>
        <dt>{t('generate.total')}</dt>
        <dd data-testid="package-total" data-value={total.toFixed()}>
          {shown(total)}
        </dd>
        <dt>{t('generate.available')}</dt>
        <dd>{shown(available)}</dd>
      </dl>
      {p.status === 'generated' ? (
        <p>
          {t('generate.done')} <AppLink to={`/codes/packages/${p.id}`}>{t('links.package')}</AppLink>
        </p>
      ) : (
        <>
          {short && (
            <p className="field__error" role="alert" data-testid="package-short">
              {t('generate.short', { total: shown(total), available: shown(available) })}
            </p>
          )}
          <FormFailureLine message={failure} />
          <button
            type="button"
            className="button"
            disabled={short || generate.isPending}
            aria-busy={generate.isPending}
            onClick={run}
            data-testid="package-generate-submit"
          >
            {generate.isPending ? t('generate.sending') : t('generate.submit', { count: p.count })}
          </button>
        </>
      )}
    </section>
  );
}
