/**
 * The withdrawal whitelist: on or off (with the authenticator code when two-factor is on) and its addresses,
 * each removable after a confirmation.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetWhitelistQueryKey,
  useDeleteWhitelistAddress,
  useGetWhitelist,
  useToggleWhitelist,
} from '../../../generated/api/settings/settings';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { reportFormError } from '../../lib/errors/form-errors';
import { formatDate } from '../../lib/format/date-format';
import { parseConfirmationCode } from '../../lib/input/integer-input';
import { notify } from '../../lib/toast/toast';
import { ConfirmAction } from '../../ui/confirm-action';
import { FormTextField } from '../../ui/form-field';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';

export function Whitelist({ needsTotp }: { needsTotp: boolean }) {
  const { t, i18n } = useTranslation(['settings', 'forms']);
  const queryClient = useQueryClient();
  const whitelist = useGetWhitelist();
  const toggle = useToggleWhitelist();
  const remove = useDeleteWhitelistAddress();
  const [totp, setTotp] = useState('');
  const [error, setError] = useState<string | undefined>();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: getGetWhitelistQueryKey() });

  if (whitelist.isPending) return <QueryLoading />;
  if (whitelist.isError) return <QueryError error={whitelist.error} onRetry={() => void whitelist.refetch()} />;
  const { enabled, addresses } = whitelist.data.data;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    let code: string | undefined;
    if (needsTotp) {
      const parsed = parseConfirmationCode(totp);
      if (!parsed.ok) return setError(t(parsed.key, parsed.values));
      code = parsed.value;
    }
    setError(undefined);
    toggle.mutate(
      { data: { enabled: !enabled, ...(code ? { totp: code } : {}) } },
      {
        onSuccess: () => {
          notify.success(enabled ? t('settings:whitelist.turnedOff') : t('settings:whitelist.turnedOn'));
          setTotp('');
          refresh();
        },
        onError: (e) => reportFormError(e, { fields: ['totp'], onFieldErrors: (errors) => setError(errors.totp) }),
      },
    );
  };

  return (
    <>
      <form className="form card settings-card" onSubmit={submit} noValidate aria-labelledby="whitelist-state">
        <h2 id="whitelist-state" className="card__title">
          {enabled ? t('settings:whitelist.on') : t('settings:whitelist.off')}
        </h2>
        <p>{t('settings:whitelist.explain')}</p>
        {needsTotp && (
          <FormTextField
            label={t('settings:whitelist.totp')}
            name="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={totp}
            error={error}
            onChange={setTotp}
          />
        )}
        <div className="form__actions">
          <button type="submit" className="button" disabled={toggle.isPending}>
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
