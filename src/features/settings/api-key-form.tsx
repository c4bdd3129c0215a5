/**
 * The fields of an API key, for creating one and for editing it: a label, the permissions (info, trading, deposit,
 * withdraw, as the published key configurations) and the trusted IP addresses, typed one per line or separated by
 * commas (none: any address), with the authenticator code while two-factor is on. The form is useContractForm over
 * the contract's body; what was typed stays on a refusal.
 */
import { useState } from 'react';
import { Controller, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import type { CreateApiKeyBody } from '../../../generated/api/api-keys/api-keys.zod';
import { FormField } from '../../ui/form-field';
import { TotpField } from '../../ui/totp-field';

export type ApiKeyValues = z.infer<typeof CreateApiKeyBody>;

export const PERMISSIONS = ['info', 'trading', 'deposit', 'withdraw'] as const;

/** The addresses a text stands for: split at line breaks, commas and spaces. */
export const ipList = (text: string): string[] => text.split(/[\s,]+/).filter(Boolean);

/** The first message of a list field: its own, or that of its first bad item. */
function listError(errors: FieldErrors<ApiKeyValues>, name: 'permissions' | 'ipAddresses'): string | undefined {
  const error = errors[name] as ({ message?: string } & Record<number, { message?: string } | undefined>) | undefined;
  if (!error) return undefined;
  if (error.message) return error.message;
  return Object.values(error).find((item): item is { message: string } => typeof item === 'object' && !!item?.message)?.message;
}

export function ApiKeyFields({ form, needsTotp, busy }: { form: UseFormReturn<ApiKeyValues>; needsTotp: boolean; busy: boolean }) {
  const { t } = useTranslation('settings');
  const errors = form.formState.errors;
  return (
    <>
      <FormField label={t('apiKeys.label')} hint={t('apiKeys.labelHint')} error={errors.label?.message}>
        {(control) => <input {...control} {...form.register('label')} maxLength={64} disabled={busy} data-testid="api-key-label-input" />}
      </FormField>
      <fieldset className="field" aria-describedby="api-key-permissions-hint">
        <legend className="field__label">{t('apiKeys.permissions')}</legend>
        {PERMISSIONS.map((p) => (
          <label key={p} className="checkbox">
            <input type="checkbox" value={p} {...form.register('permissions')} disabled={busy} data-testid={`api-key-permission-${p}`} />
            {t(`apiKeys.permission.${p}`)}
          </label>
        ))}
        <span className="field__hint" id="api-key-permissions-hint">
          {t('apiKeys.permissionsHint')}
        </span>
        {listError(errors, 'permissions') && (
          <span className="field__error" role="alert">
            {listError(errors, 'permissions')}
          </span>
        )}
      </fieldset>
      <Controller
        control={form.control}
        name="ipAddresses"
        render={({ field }) => (
          <IpAddressesField value={field.value} onChange={field.onChange} error={listError(errors, 'ipAddresses')} busy={busy} />
        )}
      />
      {needsTotp && <TotpField form={form} label={t('apiKeys.totp')} />}
    </>
  );
}

/** The addresses as the user types them (kept as typed), the form's value the list they stand for. */
function IpAddressesField({
  value,
  onChange,
  error,
  busy,
}: {
  value: string[];
  onChange: (list: string[]) => void;
  error: string | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation('settings');
  const [text, setText] = useState(() => value.join('\n'));
  return (
    <FormField label={t('apiKeys.ips')} hint={t('apiKeys.ipsHint')} error={error}>
      {(control) => (
        <textarea
          {...control}
          rows={3}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            onChange(ipList(e.target.value));
          }}
          disabled={busy}
          spellCheck={false}
          data-testid="api-key-ips-input"
        />
      )}
    </FormField>
  );
}
