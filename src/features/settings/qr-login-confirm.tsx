/**
 * Confirming a QR login from settings (spec section 2, /settings/security/qr-login): the token of a QR shown on
 * another screen, from the QR's link (`?token=` when a phone camera opened this page) or pasted (the link or the
 * token), sent as POST /v2/settings/qr-login/{token}; the page that shows the QR is then signed in as this user.
 * Confirming someone else's QR would hand them this account, so the page says so and asks for a deliberate press.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useToggleQrLogin } from '../../../generated/api/settings/settings';
import { toggleQrLoginPathXTwoRegExp } from '../../../generated/api/settings/settings.zod';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { FormField } from '../../ui/form-field';

/** The QR's token from what was pasted: the token itself, or a link that carries it as `token=`. */
export function qrTokenOf(text: string): string | undefined {
  const trimmed = text.trim();
  const token = /[?&]token=([^&#\s]+)/.exec(trimmed)?.[1] ?? trimmed;
  return toggleQrLoginPathXTwoRegExp.test(token) ? token : undefined;
}

const ConfirmSchema = z.object({ qr: z.string().check(z.minLength(1)) });
type Confirm = z.infer<typeof ConfirmSchema>;

export function QrLoginConfirm({ initial, enabled }: { initial?: string; enabled: boolean }) {
  const { t } = useTranslation('settings');
  const [confirmed, setConfirmed] = useState(false);
  const form = useContractForm<Confirm>({
    schema: ConfirmSchema,
    defaultValues: { qr: initial ?? '' },
    ruleMessages: { qr: { required: t('qrConfirm.errors.required'), rule: t('qrConfirm.errors.required') } },
    checks: ({ qr }) => ({ qr: qrTokenOf(qr) ? undefined : t('qrConfirm.errors.format') }),
  });
  const confirm = useToggleQrLogin({
    request: { handledStatuses: [422] },
    mutation: {
      onSuccess: ({ data }) => setConfirmed(data.confirmed === true),
      // The server's reason (QR login off, unknown or expired QR) lands on the field; the value stays.
      onError: (error) => void putServerErrors(form, error, { fields: ['qr'], codeFields: { 1544: 'qr' } }),
    },
  });
  const submit = form.handleSubmit(({ qr }) => {
    const token = qrTokenOf(qr);
    if (token && !confirm.isPending) confirm.mutate({ x: token });
  });
  return (
    <section className="card settings-card" aria-labelledby="qr-confirm-title" data-testid="qr-confirm">
      <h2 id="qr-confirm-title" className="card__title">
        {t('qrConfirm.title')}
      </h2>
      {confirmed ? (
        <p className="notice notice--success" role="status">
          {t('qrConfirm.done')}
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <p className="notice notice--warning">{t('qrConfirm.warning')}</p>
          {!enabled && <p role="note">{t('qrConfirm.turnOnFirst')}</p>}
          <FormField label={t('qrConfirm.field')} error={form.formState.errors.qr?.message}>
            {(control) => <input {...control} {...form.register('qr')} autoComplete="off" spellCheck={false} />}
          </FormField>
          <button type="submit" className="button" aria-disabled={confirm.isPending} aria-busy={confirm.isPending}>
            {t('qrConfirm.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
