/**
 * /codes/create/success?code=<id>: the code just created (getMyCode), to copy or share, with what it carries and
 * whether it asks for a passphrase. The route rule sends a visit without the id back to /codes/create.
 */
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useGetMyCode } from '../../../generated/api/codes/codes';
import { formatDecimal } from '../../lib/format/number-format';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { QueryLoading } from '../../ui/query-state';
import { ShareCode } from './share-code';

export function CreatedCode() {
  const { t, i18n } = useTranslation('codes');
  const { code: externalId = '' } = useSearch({ strict: false }) as { code?: string };
  const read = useGetMyCode(externalId, { query: { enabled: externalId !== '', staleTime: 30_000 } });
  if (read.isPending) return <QueryLoading />;
  if (read.isError) return <CallError error={read.error} onRetry={() => void read.refetch()} />;
  const code = read.data.data;
  return (
    <section className="card" data-testid="code-created" aria-labelledby="code-created-title">
      <h2 id="code-created-title">{t('created.title')}</h2>
      <p data-testid="code-created-amount" data-value={code.amount}>
        {t('created.carries', { amount: formatDecimal(code.amount, i18n.language, { max: 8 }), ticker: code.ticker })}
      </p>
      {code.hasPassphrase && <p className="field__hint">{t('created.passphrase')}</p>}
      {code.status === 'created' ? <ShareCode code={code.code} path="/codes/activate" /> : <p>{t('created.used')}</p>}
      <p className="field__hint">{t('created.warning')}</p>
      <p className="product-info__links">
        <AppLink className="button button--secondary" to="/codes/created">
          {t('links.myCodes')}
        </AppLink>
        <AppLink className="button button--secondary" to="/codes/create">
          {t('links.another')}
        </AppLink>
      </p>
    </section>
  );
}
