/**
 * /codes/activate (and a shared link's ?code=): applies a code someone gave the user (the contract's assumed
 * applyCode): the code and, if it has one, its passphrase. The server says when the code does not exist, was used,
 * or needs a (different) passphrase, on the field it concerns; what was typed stays. Applied, the page moves to
 * /codes/activate/success with what the code credited.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { getListBalancesByTypeQueryKey } from '../../../generated/api/balances/balances';
import { getListCodesHistoryQueryKey, useApplyCode } from '../../../generated/api/codes/codes';
import { ApplyCodeBody } from '../../../generated/api/codes/codes.zod';
import { useContractForm } from '../../lib/forms/contract-form';
import { orBlank } from '../../lib/forms/or-blank';
import { putServerErrors } from '../../lib/forms/server-errors';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { FormFailureLine } from '../../ui/form-failure-line';
import { FormField } from '../../ui/form-field';

/** The body with a blank passphrase standing for none. */
const FormSchema = z.extend(ApplyCodeBody, { passphrase: orBlank(ApplyCodeBody.shape.passphrase) });

type Values = { code: string; passphrase?: string };

export function ActivateCodeForm() {
  const { t } = useTranslation(['codes', 'forms']);
  const id = useId();
  const navigate = useNavigate();
  const { prefix } = useLocalizedPath();
  const queryClient = useQueryClient();
  const { code: shared = '' } = useSearch({ strict: false }) as { code?: string };
  // The server's refusals (an unknown or used code, a wrong passphrase) land on their fields, not in a toast.
  const apply = useApplyCode({ request: { handledStatuses: [422] } });
  const form = useContractForm<Values>({
    schema: FormSchema,
    defaultValues: { code: shared.trim(), passphrase: '' },
    ruleMessages: { passphrase: t('activate.passphraseRule') },
  });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((data) =>
    apply.mutateAsync({ data: { code: data.code.trim(), passphrase: data.passphrase || undefined } }).then(
      (response) => {
        void queryClient.invalidateQueries({ queryKey: getListBalancesByTypeQueryKey('main') });
        void queryClient.invalidateQueries({ queryKey: getListCodesHistoryQueryKey() });
        const { ticker, amount, merchant } = response.data;
        const from = merchant ? `&merchant=${encodeURIComponent(merchant)}` : '';
        void navigate({
          href: `${prefix}/codes/activate/success?ticker=${encodeURIComponent(ticker)}&amount=${encodeURIComponent(amount)}${from}`,
        });
      },
      (failure: unknown) => putServerErrors(form, failure, { fields: ['code', 'passphrase'], onForm: true }),
    ),
  );
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="code-activate-form">
      <h2 id={`${id}-title`}>{t('activate.title')}</h2>
      <p>{t('activate.text')}</p>
      <FormField label={t('activate.code')} error={form.formState.errors.code?.message}>
        {(control) => (
          <input
            {...control}
            {...form.register('code')}
            autoComplete="off"
            spellCheck={false}
            disabled={busy}
            data-testid="activate-code-input"
          />
        )}
      </FormField>
      <FormField label={t('activate.passphrase')} hint={t('activate.passphraseHint')} error={form.formState.errors.passphrase?.message}>
        {(control) => (
          <input
            {...control}
            {...form.register('passphrase')}
            autoComplete="off"
            maxLength={25}
            disabled={busy}
            data-testid="activate-passphrase-input"
          />
        )}
      </FormField>
      <FormFailureLine message={form.formState.errors.root?.message} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="activate-submit">
        {busy ? t('activate.sending') : t('activate.submit')}
      </button>
    </form>
  );
}
