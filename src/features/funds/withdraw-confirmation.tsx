/**
 * /withdraw/confirmation?id=…: a withdrawal waiting for its code (the authenticator's when 2FA is on, else the
 * e-mailed one; the contract's assumed confirmWithdrawal), with "send the code again" and "cancel" while it waits;
 * then its status as the exchange reports it (listFundsHistory), asked again while it is pending, until it is sent.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { getListBalancesByTypeQueryKey, getListBalancesQueryKey } from '../../../generated/api/balances/balances';
import type { FundsRecord } from '../../../generated/api/model/fundsRecord.zod';
import {
  getListFundsHistoryQueryKey,
  useCancelWithdrawal,
  useConfirmWithdrawal,
  useListFundsHistory,
  useResendWithdrawalCode,
} from '../../../generated/api/profile/profile';
import { ConfirmWithdrawalBody } from '../../../generated/api/profile/profile.zod';
import { useGetSettings } from '../../../generated/api/session/session';
import { formatDate } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { notify } from '../../lib/toast/toast';
import { AppLink } from '../../ui/app-link';
import { FormField } from '../../ui/form-field';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { SupportLink } from './support-link';

/** How often a pending withdrawal's status is asked again. */
const PENDING_REFRESH_MS = 2_000;

type ConfirmValues = z.infer<typeof ConfirmWithdrawalBody>;

export function WithdrawConfirmationScreen() {
  const { t } = useTranslation('funds');
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const id = Number(search.id);
  const history = useListFundsHistory(
    { method: 2 },
    {
      query: {
        enabled: Number.isInteger(id) && id > 0,
        refetchInterval: (query) => (query.state.data?.data.find((w) => w.id === id)?.status === 'pending' ? PENDING_REFRESH_MS : false),
      },
    },
  );
  const withdrawal = history.data?.data.find((w) => w.id === id);
  return (
    <StandardAreaPage>
      {!Number.isInteger(id) || id <= 0 ? (
        <QueryEmpty>{t('confirmation.missing')}</QueryEmpty>
      ) : history.isPending ? (
        <QueryLoading />
      ) : history.isError ? (
        <QueryError error={history.error} onRetry={() => void history.refetch()} />
      ) : !withdrawal ? (
        <QueryEmpty>{t('confirmation.missing')}</QueryEmpty>
      ) : (
        <WithdrawalCard withdrawal={withdrawal} />
      )}
      <SupportLink />
    </StandardAreaPage>
  );
}

function WithdrawalCard({ withdrawal }: { withdrawal: FundsRecord }) {
  const { t, i18n } = useTranslation('funds');
  const locale = i18n.language;
  const shown = (value: string) => `${formatDecimal(value, locale, { max: 8 })} ${withdrawal.ticker}`;
  return (
    <section className="card funds-form" aria-labelledby="withdrawal-title" data-testid="withdrawal" data-status={withdrawal.status}>
      <h2 id="withdrawal-title" className="card__title">
        {t('confirmation.title')}
      </h2>
      <dl className="definition-list">
        <dt>{t('fields.currency')}</dt>
        <dd>{withdrawal.ticker}</dd>
        {/* A fiat withdrawal goes through its provider (the network is the provider's payout code) to a card or IBAN. */}
        <dt>{withdrawal.provider ? t('fiatWithdraw.provider') : t('fields.network')}</dt>
        <dd data-testid="withdrawal-route">{withdrawal.provider ?? withdrawal.network}</dd>
        <dt>{withdrawal.provider ? t('fiatWithdraw.payee') : t('fields.address')}</dt>
        <dd className="mono break">{withdrawal.address}</dd>
        {withdrawal.memo && (
          <>
            <dt>{t('fields.memo')}</dt>
            <dd className="mono">{withdrawal.memo}</dd>
          </>
        )}
        <dt>{t('fields.amount')}</dt>
        <dd data-testid="withdrawal-amount" data-value={withdrawal.amount}>
          {shown(withdrawal.amount)}
        </dd>
        <dt>{t('withdraw.fee')}</dt>
        <dd>{shown(withdrawal.fee)}</dd>
        <dt>{t('confirmation.created')}</dt>
        <dd>{formatDate(withdrawal.createdAt, locale)}</dd>
        <dt>{t('confirmation.status')}</dt>
        <dd data-testid="withdrawal-status">{t(`statuses.${withdrawal.status}`)}</dd>
        {withdrawal.txHash && (
          <>
            <dt>{t('confirmation.tx')}</dt>
            <dd className="mono break">{withdrawal.txHash}</dd>
          </>
        )}
      </dl>
      {withdrawal.status === 'unconfirmed' ? (
        <ConfirmForm withdrawal={withdrawal} />
      ) : (
        <p className="notice" role="status">
          {t(`confirmation.${withdrawal.status}`)}
        </p>
      )}
      <AppLink to="/history/main/withdrawals">{t('confirmation.history')}</AppLink>
    </section>
  );
}

function ConfirmForm({ withdrawal }: { withdrawal: FundsRecord }) {
  const { t } = useTranslation('funds');
  const queryClient = useQueryClient();
  const settings = useGetSettings({ query: { staleTime: 30_000 } });
  const withAuthenticator = settings.data?.data.user?.flags.isTwoFactorEnabled === true;
  const confirm = useConfirmWithdrawal();
  const resend = useResendWithdrawalCode();
  const cancel = useCancelWithdrawal();
  const [busy, setBusy] = useState(false);
  const form = useContractForm<ConfirmValues>({ schema: ConfirmWithdrawalBody, defaultValues: { code: '' } });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: getListFundsHistoryQueryKey({ method: 2 }) });
    void queryClient.invalidateQueries({ queryKey: getListBalancesQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListBalancesByTypeQueryKey('main') });
  };
  const submit = form.handleSubmit((values) =>
    confirm.mutateAsync({ id: withdrawal.id, data: values }).then(
      () => {
        notify.success(t('confirmation.confirmed'));
        refresh();
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['code'], codeFields: { 1220: 'code' } }),
    ),
  );
  const run = (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    action()
      .then(
        () => {
          notify.success(done);
          refresh();
        },
        (error: unknown) => failedToFetchToast(error),
      )
      .finally(() => setBusy(false));
  };
  return (
    <form className="form" onSubmit={submit} noValidate aria-label={t('confirmation.formLabel')}>
      <FormField
        label={withAuthenticator ? t('confirmation.totp') : t('confirmation.email')}
        error={form.formState.errors.code?.message}
        hint={t('confirmation.codeHint')}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            data-testid="withdrawal-code"
          />
        )}
      </FormField>
      <div className="form__actions">
        <button type="submit" className="button" disabled={form.formState.isSubmitting} data-testid="withdrawal-confirm">
          {t('confirmation.confirm')}
        </button>
        {!withAuthenticator && (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => run(() => resend.mutateAsync({ id: withdrawal.id }), t('confirmation.resent'))}
          >
            {t('confirmation.resend')}
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => run(() => cancel.mutateAsync({ id: withdrawal.id }), t('confirmation.cancelled'))}
          data-testid="withdrawal-cancel"
        >
          {t('confirmation.cancel')}
        </button>
      </div>
    </form>
  );
}
