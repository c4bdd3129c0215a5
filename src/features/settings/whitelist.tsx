/**
 * The withdrawal whitelist: on or off (with the authenticator code when two-factor is on) and its addresses,
 * each removable after a confirmation.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import {
  getGetWhitelistQueryKey,
  useDeleteWhitelistAddress,
  useGetWhitelist,
  useToggleWhitelist,
} from '../../../generated/api/settings/settings';
import { ToggleWhitelistBody } from '../../../generated/api/settings/settings.zod';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { formatDate } from '../../lib/format/date-format';
import { totpCheck, totpRuleMessage } from '../../lib/forms/code-check';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { notify } from '../../lib/toast/toast';
import { ConfirmAction } from '../../ui/confirm-action';
import { TotpField } from '../../ui/totp-field';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';

export function Whitelist({ needsTotp }: { needsTotp: boolean }) {
  const { t, i18n } = useTranslation(['settings', 'forms']);
  const queryClient = useQueryClient();
  const whitelist = useGetWhitelist();
  const toggle = useToggleWhitelist();
  const remove = useDeleteWhitelistAddress();
  const form = useContractForm<{ totp?: string }>({
    schema: z.pick(ToggleWhitelistBody, { totp: true }),
    defaultValues: {},
    ruleMessages: { totp: totpRuleMessage() },
    checks: ({ totp }) => ({ totp: totpCheck(needsTotp, totp) }),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: getGetWhitelistQueryKey() });

  if (whitelist.isPending) return <QueryLoading />;
  if (whitelist.isError) return <QueryError error={whitelist.error} onRetry={() => void whitelist.refetch()} />;
  const { enabled, addresses } = whitelist.data.data;

  const submit = form.handleSubmit(({ totp }) =>
    toggle.mutateAsync({ data: { enabled: !enabled, ...(needsTotp && totp ? { totp } : {}) } }).then(
      () => {
        notify.success(enabled ? t('settings:whitelist.turnedOff') : t('settings:whitelist.turnedOn'));
        form.reset();
        refresh();
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['totp'] }),
    ),
  );

  return (
    <>
      <form className="form card settings-card" onSubmit={submit} noValidate aria-labelledby="whitelist-state">
        <h2 id="whitelist-state" className="card__title">
          {enabled ? t('settings:whitelist.on') : t('settings:whitelist.off')}
        </h2>
        <p>{t('settings:whitelist.explain')}</p>
        {needsTotp && <TotpField form={form} label={t('settings:whitelist.totp')} />}
        <div className="form__actions">
          <button type="submit" className="button" disabled={form.formState.isSubmitting}>
            {enabled ? t('settings:whitelist.turnOff') : t('settings:whitelist.turnOn')}
          </button>
        </div>
      </form>
      {addresses.length === 0 ? (
        <QueryEmpty>{t('settings:whitelist.empty')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table data-table--left">
            <caption className="visually-hidden">{t('settings:whitelist.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('settings:whitelist.label')}</th>
                <th scope="col">{t('settings:whitelist.asset')}</th>
                <th scope="col">{t('settings:whitelist.address')}</th>
                <th scope="col">{t('settings:whitelist.added')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('settings:whitelist.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {addresses.map((a) => (
                <tr key={a.id}>
                  <td>{a.label}</td>
                  <td>
                    {a.ticker} · {a.network}
                  </td>
                  <td className="mono break">
                    {a.address}
                    {a.memo ? ` (${a.memo})` : ''}
                  </td>
                  <td>{formatDate(a.createdAt, i18n.language)}</td>
                  <td>
                    <ConfirmAction
                      label={t('settings:whitelist.remove')}
                      question={t('settings:whitelist.removeQuestion', { label: a.label })}
                      confirmLabel={t('settings:whitelist.removeConfirm')}
                      cancelLabel={t('settings:actions.cancel')}
                      pending={remove.isPending}
                      onConfirm={() =>
                        remove.mutate(
                          { params: { id: a.id } },
                          {
                            onSuccess: () => {
                              notify.success(t('settings:whitelist.removed', { label: a.label }));
                              refresh();
                            },
                            onError: (e) => failedToFetchToast(e),
                          },
                        )
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
