/**
 * /settings/security/billing-address: the billing address of card payments (GET /v2/settings/billing-address).
 * Without one, a form saves it (POST); with one, it is shown with an edit (POST .../edit, the whole address) and a
 * delete that asks first (DELETE). Optional lines left empty are not sent; a refusal lands on its fields, input kept.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import type { SettingsBillingAddress } from '../../../generated/api/model/settingsBillingAddress.zod';
import {
  getGetBillingAddressQueryKey,
  useCreateBillingAddress,
  useDeleteBillingAddress,
  useGetBillingAddress,
  useUpdateBillingAddress,
} from '../../../generated/api/settings/settings';
import { CreateBillingAddressBody } from '../../../generated/api/settings/settings.zod';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { formatDate } from '../../lib/format/date-format';
import { notify } from '../../lib/toast/toast';
import { ConfirmAction } from '../../ui/confirm-action';
import { FormField } from '../../ui/form-field';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';

type Address = z.infer<typeof CreateBillingAddressBody>;
type Field = keyof Address;

/**
 * The form's fields in order: name, whether it may be left empty, its autocomplete token and length. The country is
 * not cut to two characters: "Turkey" would become "TU" unseen; the contract's rule says what is wrong instead.
 */
const FIELDS: readonly { name: Field; optional?: true; autoComplete: string; maxLength: number }[] = [
  { name: 'firstName', autoComplete: 'given-name', maxLength: 64 },
  { name: 'lastName', autoComplete: 'family-name', maxLength: 64 },
  { name: 'countryCode', autoComplete: 'country', maxLength: 64 },
  { name: 'state', optional: true, autoComplete: 'address-level1', maxLength: 64 },
  { name: 'city', autoComplete: 'address-level2', maxLength: 64 },
  { name: 'address', autoComplete: 'address-line1', maxLength: 128 },
  { name: 'addressLine2', optional: true, autoComplete: 'address-line2', maxLength: 128 },
  { name: 'postalCode', autoComplete: 'postal-code', maxLength: 16 },
];

const EMPTY: Address = { firstName: '', lastName: '', countryCode: '', city: '', address: '', postalCode: '', state: '', addressLine2: '' };

/** An optional line left empty is not sent: the contract has no empty state or second line. */
const trimmed = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

export function BillingAddressScreen() {
  const { t } = useTranslation('settings');
  const address = useGetBillingAddress();
  const [editing, setEditing] = useState(false);
  return (
    <StandardAreaPage>
      {address.isPending ? (
        <QueryLoading />
      ) : address.isError ? (
        <QueryError error={address.error} onRetry={() => void address.refetch()} />
      ) : address.data.data && !editing ? (
        <SavedAddress address={address.data.data} onEdit={() => setEditing(true)} />
      ) : (
        <>
          {!address.data.data && <p data-testid="billing-address-none">{t('billingAddress.none')}</p>}
          <AddressForm saved={address.data.data ?? undefined} onDone={() => setEditing(false)} />
        </>
      )}
    </StandardAreaPage>
  );
}

function SavedAddress({ address, onEdit }: { address: SettingsBillingAddress; onEdit: () => void }) {
  const { t, i18n } = useTranslation('settings');
  const queryClient = useQueryClient();
  const remove = useDeleteBillingAddress();
  return (
    <section className="card settings-card" aria-labelledby="billing-address-title" data-testid="billing-address-card">
      <h2 id="billing-address-title" className="card__title">
        {t('billingAddress.title')}
      </h2>
      <dl className="definition-list">
        {FIELDS.filter((f) => address[f.name]).map((f) => (
          <div key={f.name} className="definition-list__row">
            <dt>{t(`billingAddress.fields.${f.name}`)}</dt>
            <dd data-testid={`billing-${f.name}`}>{address[f.name]}</dd>
          </div>
        ))}
      </dl>
      <p className="field__hint">{t('billingAddress.updated', { date: formatDate(address.updatedAt, i18n.language) })}</p>
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onEdit}>
          {t('billingAddress.edit')}
        </button>
        <ConfirmAction
          label={t('billingAddress.delete')}
          question={t('billingAddress.deleteQuestion')}
          confirmLabel={t('billingAddress.deleteConfirm')}
          cancelLabel={t('actions.cancel')}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                notify.success(t('billingAddress.deleted'));
                void queryClient.invalidateQueries({ queryKey: getGetBillingAddressQueryKey() });
              },
              onError: (error) => failedToFetchToast(error),
            })
          }
        />
      </div>
    </section>
  );
}

function AddressForm({ saved, onDone }: { saved: SettingsBillingAddress | undefined; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const create = useCreateBillingAddress();
  const update = useUpdateBillingAddress();
  const form = useContractForm<Address>({
    schema: CreateBillingAddressBody,
    defaultValues: saved ? { ...EMPTY, ...Object.fromEntries(FIELDS.map((f) => [f.name, saved[f.name] ?? ''])) } : EMPTY,
    draft: { id: 'billing-address' },
    ruleMessages: { countryCode: t('billingAddress.errors.country') },
  });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((values) => {
    const data = { ...values, state: trimmed(values.state), addressLine2: trimmed(values.addressLine2) };
    return (saved ? update : create).mutateAsync({ data }).then(
      () => {
        notify.success(t('billingAddress.saved'));
        void queryClient.invalidateQueries({ queryKey: getGetBillingAddressQueryKey() });
        onDone();
      },
      (error: unknown) => putServerErrors(form, error, { fields: FIELDS.map((f) => f.name) }),
    );
  });
  return (
    <form className="form card settings-card" onSubmit={submit} noValidate aria-labelledby="billing-form-title" data-testid="billing-form">
      <h2 id="billing-form-title" className="card__title">
        {t(saved ? 'billingAddress.editTitle' : 'billingAddress.addTitle')}
      </h2>
      {FIELDS.map((f) => (
        <FormField
          key={f.name}
          label={t(`billingAddress.fields.${f.name}`) + (f.optional ? ` ${t('billingAddress.optional')}` : '')}
          error={form.formState.errors[f.name]?.message}
          hint={f.name === 'countryCode' ? t('billingAddress.countryHint') : undefined}
        >
          {(control) => (
            <input
              {...control}
              {...form.register(f.name, f.name === 'countryCode' ? { setValueAs: (v: string) => v.trim().toUpperCase() } : {})}
              autoComplete={f.autoComplete}
              maxLength={f.maxLength}
              disabled={busy}
              data-testid={`billing-${f.name}-input`}
            />
          )}
        </FormField>
      ))}
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('actions.saving') : t('actions.save')}
        </button>
        {saved && (
          <button type="button" className="button button--secondary" onClick={onDone} disabled={busy}>
            {t('actions.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
