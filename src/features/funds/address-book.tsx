/**
 * The withdrawal's address book: the user's whitelisted addresses of the chosen currency and network (GET
 * /v2/settings/whitelist), each to use in the form or delete (after asking, as the settings whitelist does), and a form that saves a new one (POST
 * /v2/settings/whitelist/address, with the authenticator code when 2FA is on) for the currencies and networks
 * the whitelist offers (GET /v2/settings/whitelist/tickers). While the whitelist is on, the exchange sends
 * withdrawals only to these addresses.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import {
  getGetWhitelistQueryKey,
  useAddWhitelistAddress,
  useDeleteWhitelistAddress,
  useGetWhitelist,
  useListWhitelistTickers,
} from '../../../generated/api/settings/settings';
import { AddWhitelistAddressBody } from '../../../generated/api/settings/settings.zod';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { notify } from '../../lib/toast/toast';
import { ConfirmAction } from '../../ui/confirm-action';
import { FormField } from '../../ui/form-field';

type SaveValues = z.infer<typeof AddWhitelistAddressBody>;

export function AddressBook({
  ticker,
  network,
  twoFactor,
  onUse,
}: {
  ticker: string;
  network: string;
  twoFactor: boolean;
  onUse: (address: string, memo: string) => void;
}) {
  const { t } = useTranslation('funds');
  const queryClient = useQueryClient();
  const whitelist = useGetWhitelist();
  const tickers = useListWhitelistTickers();
  const remove = useDeleteWhitelistAddress();
  const offered = tickers.data?.data.find((o) => o.ticker === ticker && o.networks.includes(network));
  const saved = (whitelist.data?.data.addresses ?? []).filter((a) => a.ticker === ticker && a.network === network);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: getGetWhitelistQueryKey() });
  return (
    <details className="address-book" data-testid="address-book">
      <summary>{t('addressBook.title', { count: saved.length })}</summary>
      {whitelist.data?.data.enabled && <p className="field__hint">{t('addressBook.enabled')}</p>}
      {saved.length === 0 ? (
        <p className="field__hint">{t('addressBook.empty', { ticker, network })}</p>
      ) : (
        <ul className="address-book__list">
          {saved.map((a) => (
            <li key={a.id} data-testid="address-book-entry">
              <span>{a.label}</span> <span className="mono break">{a.address}</span>
              {a.memo && <span className="mono"> · {a.memo}</span>}{' '}
              <button type="button" className="button button--small" onClick={() => onUse(a.address, a.memo ?? '')}>
                {t('addressBook.use')}
              </button>{' '}
              <ConfirmAction
                label={t('addressBook.delete')}
                question={t('addressBook.deleteQuestion', { label: a.label })}
                confirmLabel={t('addressBook.deleteConfirm')}
                cancelLabel={t('addressBook.cancel')}
                pending={remove.isPending}
                onConfirm={() =>
                  remove.mutateAsync({ params: { id: a.id } }).then(
                    () => {
                      notify.success(t('addressBook.deleted'));
                      refresh();
                    },
                    (error: unknown) => failedToFetchToast(error),
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
      {offered && (
        <SaveAddress
          ticker={ticker}
          network={network}
          memoRequired={offered.memoRequired === true}
          twoFactor={twoFactor}
          onSaved={refresh}
        />
      )}
    </details>
  );
}

function SaveAddress({
  ticker,
  network,
  memoRequired,
  twoFactor,
  onSaved,
}: {
  ticker: string;
  network: string;
  memoRequired: boolean;
  twoFactor: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation('funds');
  const add = useAddWhitelistAddress();
  const form = useContractForm<SaveValues>({
    schema: AddWhitelistAddressBody,
    defaultValues: { ticker, network, address: '', memo: '', label: '', totp: undefined },
  });
  const submit = form.handleSubmit(({ memo, totp, ...values }) =>
    add.mutateAsync({ data: { ...values, ticker, network, ...(memo ? { memo } : {}), ...(twoFactor && totp ? { totp } : {}) } }).then(
      () => {
        notify.success(t('addressBook.saved'));
        form.reset({ ticker, network, address: '', memo: '', label: '', totp: undefined });
        onSaved();
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['address', 'memo', 'label', 'totp'] }),
    ),
  );
  const errors = form.formState.errors;
  return (
    <form className="form address-book__save" onSubmit={submit} noValidate aria-label={t('addressBook.save')}>
      <FormField label={t('addressBook.label')} error={errors.label?.message}>
        {(control) => <input {...control} {...form.register('label')} maxLength={64} />}
      </FormField>
      <FormField label={t('fields.address')} error={errors.address?.message}>
        {(control) => <input {...control} {...form.register('address')} autoComplete="off" spellCheck={false} maxLength={128} />}
      </FormField>
      {memoRequired && (
        <FormField label={t('fields.memo')} error={errors.memo?.message}>
          {(control) => <input {...control} {...form.register('memo')} autoComplete="off" maxLength={64} />}
        </FormField>
      )}
      {twoFactor && (
        <FormField label={t('addressBook.totp')} error={errors.totp?.message}>
          {(control) => <input {...control} {...form.register('totp')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />}
        </FormField>
      )}
      <button type="submit" className="button button--secondary" disabled={form.formState.isSubmitting}>
        {t('addressBook.save')}
      </button>
    </form>
  );
}
