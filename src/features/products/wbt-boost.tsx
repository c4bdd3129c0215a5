/**
 * /wbt/boost: the user's WBT balances, a form to put WBT on hold (POST hold {amount}), a form to ask for it
 * back (POST unhold request {amount, force}) and the unhold requests with a cancel for the pending ones.
 * Amounts follow the input rules (src/lib/input) and are checked against the balance they come from before
 * any call; a failure keeps what was typed and the button is disabled while a call is on its way.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetWbtBalancesQueryKey,
  getListWbtUnholdRequestsQueryKey,
  useCancelWbtUnholdRequest,
  useCreateWbtUnholdRequest,
  useGetWbtBalances,
  useGetWbtBanner,
  useHoldWbt,
  useListWbtUnholdRequests,
} from '../../../generated/api/balances/balances';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { Dec } from '../../lib/input/input-result';
import { parseNumberInput } from '../../lib/input/number-input';
import { notify } from '../../lib/toast/toast';
import { AmountField } from '../../ui/amount-field';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { formFailure, type FormFailure } from './form-errors';

/** WBT amounts carry 8 decimals (the spec's display precision). */
export const WBT_DECIMALS = 8;

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The amount typed, checked by the number rule and against what is available; a translated error otherwise. */
export function checkWbtAmount(text: string, available: string, t: Translate, shown = available): { value: string } | { error: string } {
  const parsed = parseNumberInput(text, { decimals: WBT_DECIMALS, rounding: 'down' });
  if (!parsed.ok) return { error: t(parsed.key, parsed.values) };
  if (new Dec(parsed.value).gt(available)) return { error: t('products:boost.errors.moreThanAvailable', { available: shown }) };
  return { value: parsed.value };
}

export function WbtBoost() {
  const { t, i18n } = useTranslation(['products', 'forms']);
  const balances = useGetWbtBalances({ query: { staleTime: 10_000 } });
  const banner = useGetWbtBanner({ query: { staleTime: 60_000 } });
  const lng = i18n.language;
  if (balances.isPending) return <QueryLoading />;
  if (balances.isError) return <QueryError error={balances.error} onRetry={() => void balances.refetch()} />;
  const b = balances.data.data;
  const main = b.main ?? '0';
  const hold = b.hold ?? '0';
  const amount = (value: string | undefined) => `${formatDecimal(value ?? '0', lng, { max: WBT_DECIMALS })} WBT`;
  return (
    <div className="boost">
      <dl className="stat-grid" data-testid="wbt-balances">
        <div className="card stat">
          <dt className="stat__label">{t('boost.balances.main')}</dt>
          <dd className="stat__value" data-testid="wbt-main">
            {amount(main)}
          </dd>
        </div>
        <div className="card stat">
          <dt className="stat__label">{t('boost.balances.hold')}</dt>
          <dd className="stat__value" data-testid="wbt-hold">
            {amount(hold)}
          </dd>
        </div>
        <div className="card stat">
          <dt className="stat__label">{t('boost.balances.unhold')}</dt>
          <dd className="stat__value">{amount(b.unhold)}</dd>
        </div>
        <div className="card stat">
          <dt className="stat__label">{t('boost.balances.trade')}</dt>
          <dd className="stat__value">{amount(b.trade)}</dd>
        </div>
        {banner.data && (
          <div className="card stat">
            <dt className="stat__label">{t('wbt.holdingApr')}</dt>
            <dd className="stat__value">{formatDecimal(banner.data.data.holdingApr, lng, { max: 2 })}&nbsp;%</dd>
          </div>
        )}
      </dl>
      <div className="grid-2">
        <HoldForm available={main} />
        <UnholdForm available={hold} />
      </div>
      <UnholdRequests />
    </div>
  );
}

function HoldForm({ available }: { available: string }) {
  const { t, i18n } = useTranslation(['products', 'forms']);
  const shown = formatDecimal(available, i18n.language, { max: WBT_DECIMALS });
  const queryClient = useQueryClient();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [failure, setFailure] = useState<FormFailure>({ fields: {} });
  const hold = useHoldWbt({
    mutation: {
      onSuccess: (response) => {
        queryClient.setQueryData(getGetWbtBalancesQueryKey(), response);
        notify.success(t('boost.hold.done'));
        setAmount('');
        setFailure({ fields: {} });
      },
      onError: (error) => setFailure(formFailure(error, ['amount'])),
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (hold.isPending) return;
    const checked = checkWbtAmount(amount, available, t, shown);
    if ('error' in checked) return setFailure({ fields: { amount: checked.error } });
    setFailure({ fields: {} });
    hold.mutate({ data: { amount: checked.value } });
  };
  return (
    <form className="card form boost__form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="hold-form">
      <h2 id={`${id}-title`}>{t('boost.hold.title')}</h2>
      <p>{t('boost.hold.text')}</p>
      <AmountField
        name="hold-amount"
        label={t('boost.amount')}
        value={amount}
        onChange={setAmount}
        precision={WBT_DECIMALS}
        suffix="WBT"
        error={failure.fields.amount}
        hint={t('boost.available', { amount: shown })}
        disabled={hold.isPending}
      />
      <button
        type="button"
        className="link-button"
        onClick={() => setAmount(new Dec(available).toDecimalPlaces(WBT_DECIMALS, Dec.ROUND_DOWN).toFixed())}
        disabled={hold.isPending}
      >
        {t('boost.useAll')}
      </button>
      {failure.form && (
        <p className="field__error" role="alert">
          {failure.form}
        </p>
      )}
      <button type="submit" className="button" disabled={hold.isPending} aria-busy={hold.isPending} data-testid="hold-submit">
        {hold.isPending ? t('boost.sending') : t('boost.hold.submit')}
      </button>
    </form>
  );
}

function UnholdForm({ available }: { available: string }) {
  const { t, i18n } = useTranslation(['products', 'forms']);
  const shown = formatDecimal(available, i18n.language, { max: WBT_DECIMALS });
  const queryClient = useQueryClient();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [force, setForce] = useState(false);
  const [failure, setFailure] = useState<FormFailure>({ fields: {} });
  const unhold = useCreateWbtUnholdRequest({
    mutation: {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: getListWbtUnholdRequestsQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getGetWbtBalancesQueryKey() });
        notify.success(t(force ? 'boost.unhold.doneForce' : 'boost.unhold.done'));
        setAmount('');
        setForce(false);
        setFailure({ fields: {} });
      },
      onError: (error) => setFailure(formFailure(error, ['amount', 'force'])),
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (unhold.isPending) return;
    const checked = checkWbtAmount(amount, available, t, shown);
    if ('error' in checked) return setFailure({ fields: { amount: checked.error } });
    setFailure({ fields: {} });
    unhold.mutate({ data: { amount: checked.value, force } });
  };
  return (
    <form className="card form boost__form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="unhold-form">
      <h2 id={`${id}-title`}>{t('boost.unhold.title')}</h2>
      <p>{t('boost.unhold.text')}</p>
      <AmountField
        name="unhold-amount"
        label={t('boost.amount')}
        value={amount}
        onChange={setAmount}
        precision={WBT_DECIMALS}
        suffix="WBT"
        error={failure.fields.amount}
        hint={t('boost.onHold', { amount: shown })}
        disabled={unhold.isPending}
      />
      <label className="checkbox">
        <input type="checkbox" checked={force} onChange={(e) => setForce(e.target.checked)} disabled={unhold.isPending} />
        {t('boost.unhold.force')}
      </label>
      <p className="field__hint">{force ? t('boost.unhold.forceHint') : t('boost.unhold.waitHint')}</p>
      {failure.fields.force && (
        <p className="field__error" role="alert">
          {failure.fields.force}
        </p>
      )}
      {failure.form && (
        <p className="field__error" role="alert">
          {failure.form}
        </p>
      )}
      <button
        type="submit"
        className="button button--secondary"
        disabled={unhold.isPending}
        aria-busy={unhold.isPending}
        data-testid="unhold-submit"
      >
        {unhold.isPending ? t('boost.sending') : t('boost.unhold.submit')}
      </button>
    </form>
  );
}

function UnholdRequests() {
  const { t, i18n } = useTranslation('products');
  const queryClient = useQueryClient();
  const lng = i18n.language;
  const requests = useListWbtUnholdRequests({ query: { staleTime: 10_000 } });
  const cancel = useCancelWbtUnholdRequest({
    mutation: {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: getListWbtUnholdRequestsQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getGetWbtBalancesQueryKey() });
        notify.success(t('boost.requests.cancelled'));
      },
      onError: (error) => void formFailure(error, []),
    },
  });
  return (
    <section aria-labelledby="unhold-requests-title">
      <h2 id="unhold-requests-title">{t('boost.requests.title')}</h2>
      {requests.isPending ? (
        <QueryLoading />
      ) : requests.isError ? (
        <QueryError error={requests.error} onRetry={() => void requests.refetch()} />
      ) : requests.data.data.length === 0 ? (
        <QueryEmpty>{t('boost.requests.empty')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table" data-testid="unhold-requests">
            <thead>
              <tr>
                <th scope="col">{t('boost.requests.created')}</th>
                <th scope="col">{t('boost.amount')}</th>
                <th scope="col">{t('boost.requests.status')}</th>
                <th scope="col">{t('boost.requests.availableAt')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('boost.requests.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {[...requests.data.data]
                .sort((a, b) => b.createdAt - a.createdAt)
                .map((r, index) => {
                  const cancelling = cancel.isPending && cancel.variables?.id === r.id;
                  return (
                    <tr key={`${r.id}-${index}`} data-testid="unhold-request">
                      <th scope="row">{formatDateTime(r.createdAt, lng)}</th>
                      <td className="num">{formatDecimal(r.amount, lng, { max: WBT_DECIMALS })} WBT</td>
                      <td>
                        {t(`boost.requests.statuses.${r.status}`)}
                        {r.force && ` · ${t('boost.requests.forced')}`}
                      </td>
                      <td>{formatDateTime(r.availableAt, lng)}</td>
                      <td>
                        {r.status === 'pending' && (
                          <button
                            type="button"
                            className="button button--secondary button--small"
                            disabled={cancel.isPending}
                            aria-busy={cancelling}
                            onClick={() => cancel.mutate({ id: r.id })}
                          >
                            {t('boost.requests.cancel')}
                          </button>
                        )}
                      </td>
                    </tr>
                  );
                })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
