/**
 * Opens a support request (the contract's createSupportTicket body: subject, category, first message) through the
 * one form approach; the server's refusals land on their fields (30, or 2308 on the subject when too many requests
 * are open), any other failure above the button with the catalogue's message (2308). What was typed stays. Once
 * opened, the request's own page shows it, where support's answer comes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SupportTicketCategory } from '../../../generated/api/model/supportTicketCategory.zod';
import { getGetSupportTicketQueryKey, getListSupportTicketsQueryKey, useCreateSupportTicket } from '../../../generated/api/support/support';
import { CreateSupportTicketBody } from '../../../generated/api/support/support.zod';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { FormFailureLine } from '../../ui/form-failure-line';
import { FormField } from '../../ui/form-field';

type Values = { subject: string; category: SupportTicketCategory; message: string };
const CATEGORIES = SupportTicketCategory.options;
export const SUBJECT_MAX = 120;
export const MESSAGE_MAX = 5000;

export function NewTicketForm() {
  const { t } = useTranslation('support');
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { prefix } = useLocalizedPath();
  const create = useCreateSupportTicket();
  const form = useContractForm<Values>({
    schema: CreateSupportTicketBody,
    defaultValues: { subject: '', category: 'account', message: '' },
    draft: { id: 'support-ticket' },
  });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((data) =>
    create.mutateAsync({ data }).then(
      (response) => {
        queryClient.setQueryData(getGetSupportTicketQueryKey(response.data.id), response);
        void queryClient.invalidateQueries({ queryKey: getListSupportTicketsQueryKey() });
        void navigate({ href: `${prefix}/support/${response.data.id}` });
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['subject', 'category', 'message'], onForm: true }),
    ),
  );
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="support-new-ticket">
      <h2 id={`${id}-title`}>{t('newTicket.title')}</h2>
      <p>{t('newTicket.text')}</p>
      <FormField label={t('newTicket.subject')} error={form.formState.errors.subject?.message}>
        {(control) => <input {...control} {...form.register('subject')} maxLength={SUBJECT_MAX} autoComplete="off" disabled={busy} />}
      </FormField>
      <FormField label={t('newTicket.category')} error={form.formState.errors.category?.message}>
        {(control) => (
          <select {...control} {...form.register('category')} disabled={busy}>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`tickets.categories.${category}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('newTicket.message')} hint={t('newTicket.messageHint')} error={form.formState.errors.message?.message}>
        {(control) => <textarea {...control} {...form.register('message')} rows={5} maxLength={MESSAGE_MAX} disabled={busy} />}
      </FormField>
      <FormFailureLine message={form.formState.errors.root?.message} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="support-new-ticket-submit">
        {busy ? t('newTicket.sending') : t('newTicket.submit')}
      </button>
    </form>
  );
}
