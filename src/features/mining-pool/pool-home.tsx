/**
 * /mining-pool (and an account's manage-accounts page): the user's mining accounts with their hashrate and workers,
 * creating one (the contract's createMiningAccount body: a name of letters, digits and underscores), the pool's
 * statistics (the published public overview) and an earnings estimate for a hashrate typed in any unit (the hashrate
 * input rule of spec section 5: a number, not negative).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import Decimal from 'decimal.js';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getListMiningAccountsQueryKey,
  useCreateMiningAccount,
  useGetMiningPoolStats,
  useListMiningAccounts,
} from '../../../generated/api/mining-pool/mining-pool';
import { CreateMiningAccountBody } from '../../../generated/api/mining-pool/mining-pool.zod';
import type { MiningPoolStats } from '../../../generated/api/model/miningPoolStats.zod';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { formatHashrate, HASHRATE_UNITS, parseHashrate, type HashrateUnit } from '../../lib/input/hashrate';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { notify } from '../../lib/toast/toast';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { FormField } from '../../ui/form-field';
import { FormFailureLine } from '../../ui/form-failure-line';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { ReportDownload } from './report-download';

export function PoolHome() {
  return (
    <div className="mining-pool">
      <Accounts />
      <CreateAccount />
      <PoolStats />
      <div className="report-downloads">
        <ReportDownload scope={{ kind: 'pool' }} />
      </div>
    </div>
  );
}

export function Accounts() {
  const { t, i18n } = useTranslation('mining-pool');
  const accounts = useListMiningAccounts({ query: { refetchInterval: 60_000 } });
  return (
    <section aria-labelledby="mining-accounts-title">
      <h2 id="mining-accounts-title">{t('accounts.title')}</h2>
      {accounts.isPending ? (
        <QueryLoading />
      ) : accounts.isError ? (
        <CallError error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : accounts.data.data.length === 0 ? (
        <QueryEmpty>{t('accounts.empty')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table" data-testid="mining-accounts">
            <caption className="visually-hidden">{t('accounts.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('accounts.name')}</th>
                <th scope="col">{t('accounts.hashrate')}</th>
                <th scope="col">{t('accounts.workers')}</th>
                <th scope="col">{t('accounts.created')}</th>
              </tr>
            </thead>
            <tbody>
              {accounts.data.data.map((a) => (
                <tr key={a.id} data-testid="mining-account-row" data-name={a.name}>
                  <td>
                    <AppLink to={`/mining-pool/${a.name}`}>{a.name}</AppLink>
                  </td>
                  <td className="num">{formatHashrate(a.hashrate).text}</td>
                  <td>{t('accounts.workerCounts', a.workers)}</td>
                  <td>{formatDateTime(a.createdAt, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

type NewAccount = { name: string };

export function CreateAccount() {
  const { t } = useTranslation(['mining-pool', 'forms']);
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { prefix } = useLocalizedPath();
  const create = useCreateMiningAccount();
  const form = useContractForm<NewAccount>({
    schema: CreateMiningAccountBody,
    defaultValues: { name: '' },
    ruleMessages: { name: t('create.rule') },
  });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((data) =>
    create.mutateAsync({ data }).then(
      (response) => {
        void queryClient.invalidateQueries({ queryKey: getListMiningAccountsQueryKey() });
        notify.success(t('create.done', { name: response.data.name }));
        void navigate({ href: `${prefix}/mining-pool/${response.data.name}` });
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['name'], onForm: true }),
    ),
  );
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="mining-create-form">
      <h2 id={`${id}-title`}>{t('create.title')}</h2>
      <p>{t('create.text')}</p>
      <FormField label={t('create.name')} error={form.formState.errors.name?.message} hint={t('create.hint')}>
        {(control) => <input {...control} {...form.register('name')} autoComplete="off" data-testid="mining-name-input" disabled={busy} />}
      </FormField>
      <FormFailureLine message={form.formState.errors.root?.message} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="mining-create-submit">
        {busy ? t('create.sending') : t('create.submit')}
      </button>
    </form>
  );
}

function PoolStats() {
  const { t, i18n } = useTranslation('mining-pool');
  const stats = useGetMiningPoolStats({ query: { staleTime: 60_000 } });
  if (stats.isPending) return <QueryLoading />;
  if (stats.isError) return <CallError error={stats.error} onRetry={() => void stats.refetch()} />;
  const s = stats.data.data;
  const lastBlock = s.blocks[0];
  return (
    <>
      <section className="card" aria-labelledby="pool-stats-title" data-testid="pool-stats">
        <h2 id="pool-stats-title">{t('stats.title')}</h2>
        <dl className="definition-list">
          <div className="definition-list__row">
            <dt>{t('stats.hashrate')}</dt>
            <dd className="num">{formatHashrate(s.currentHashRate).text}</dd>
          </div>
          <div className="definition-list__row">
            <dt>{t('stats.workers')}</dt>
            <dd className="num">{formatDecimal(String(s.workers), i18n.language, { max: 0 })}</dd>
          </div>
          <div className="definition-list__row">
            <dt>{t('stats.scheme')}</dt>
            <dd>{t('stats.schemeValue', { schemes: s.rewardSchemes.join(', '), fee: formatDecimal(s.fee, i18n.language, { max: 2 }) })}</dd>
          </div>
          <div className="definition-list__row">
            <dt>{t('stats.hashprice')}</dt>
            <dd className="num">
              {t('stats.hashpriceValue', { price: formatDecimal(s.hashprice, i18n.language, { max: 8 }), ticker: s.assets[0] ?? 'BTC' })}
            </dd>
          </div>
          {lastBlock && (
            <div className="definition-list__row">
              <dt>{t('stats.lastBlock')}</dt>
              <dd>{t('stats.block', { height: lastBlock.blockHeight, time: formatDateTime(lastBlock.blockFoundAt, i18n.language) })}</dd>
            </div>
          )}
          <div className="definition-list__row">
            <dt>{t('stats.servers')}</dt>
            <dd>
              {s.connectionLinks.map((link) => (
                <code key={link} className="stratum-url">
                  {link}
                </code>
              ))}
            </dd>
          </div>
        </dl>
      </section>
      <EarningsEstimate stats={s} />
    </>
  );
}

/** What a hashrate would earn a day under FPPS at the pool's hashprice, after its fee (cut to 10^-8). */
export function dailyEstimate(hashesPerSecond: string, stats: Pick<MiningPoolStats, 'hashprice' | 'fee'>): string {
  const gross = new Decimal(hashesPerSecond).div('1e12').times(stats.hashprice);
  return gross.times(new Decimal(100).minus(stats.fee).div(100)).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed();
}

function EarningsEstimate({ stats }: { stats: MiningPoolStats }) {
  const { t, i18n } = useTranslation(['mining-pool', 'forms']);
  const id = useId();
  const [text, setText] = useState('');
  const [unit, setUnit] = useState<HashrateUnit>('TH');
  const parsed = text.trim() === '' ? undefined : parseHashrate(text, { unit });
  const ticker = stats.assets[0] ?? 'BTC';
  return (
    <section className="card hashrate-converter" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('estimate.title')}</h2>
      <div className="hashrate-converter__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-value`}>
            {t('estimate.value')}
          </label>
          <input
            id={`${id}-value`}
            inputMode="decimal"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={parsed && !parsed.ok ? true : undefined}
            aria-describedby={`${id}-out`}
            data-testid="hashrate-input"
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-unit`}>
            {t('estimate.unit')}
          </label>
          <select id={`${id}-unit`} value={unit} onChange={(e) => setUnit(e.target.value as HashrateUnit)}>
            {HASHRATE_UNITS.map((u) => (
              <option key={u} value={u}>
                {u}/s
              </option>
            ))}
          </select>
        </div>
      </div>
      <p
        id={`${id}-out`}
        className={parsed && !parsed.ok ? 'field__error' : 'field__hint'}
        role={parsed && !parsed.ok ? 'alert' : 'status'}
        data-testid="hashrate-output"
      >
        {parsed === undefined
          ? t('estimate.hint')
          : parsed.ok
            ? t('estimate.result', {
                best: formatHashrate(parsed.value).text,
                reward: `${formatDecimal(dailyEstimate(parsed.value, stats), i18n.language, { max: 8 })} ${ticker}`,
              })
            : t(parsed.key, parsed.values)}
      </p>
    </section>
  );
}
