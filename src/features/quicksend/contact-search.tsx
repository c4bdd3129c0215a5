/**
 * Finds a user to send to by nickname#tag or e-mail (findQuickSendContact, its query's contract rules through
 * useContractForm), shows who was found and opens the chat with them (createQuickSendChat: the one the two users
 * have, or a new one), then goes to it. A user the server does not know is said on the field, what was typed kept.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickSendContact } from '../../../generated/api/model/quickSendContact.zod';
import {
  getFindQuickSendContactQueryOptions,
  getListQuickSendChatsQueryKey,
  useCreateQuickSendChat,
} from '../../../generated/api/quick-send/quick-send';
import { FindQuickSendContactQueryParams } from '../../../generated/api/quick-send/quick-send.zod';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { ApiError } from '../../lib/http/errors';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { FormFailureLine } from '../../ui/form-failure-line';
import { FormField } from '../../ui/form-field';
import { ContactAvatar, contactName } from './contact-avatar';

type Values = { query: string };

export function ContactSearch() {
  const { t } = useTranslation('quicksend');
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { prefix } = useLocalizedPath();
  const [found, setFound] = useState<QuickSendContact | undefined>();
  const open = useCreateQuickSendChat();
  const form = useContractForm<Values>({ schema: FindQuickSendContactQueryParams, defaultValues: { query: '' } });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(({ query }) => {
    setFound(undefined);
    open.reset();
    return queryClient.fetchQuery({ ...getFindQuickSendContactQueryOptions({ query: query.trim() }), staleTime: 0 }).then(
      (answer) => setFound(answer.data),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) form.setError('query', { type: 'server', message: t('search.notFound') });
        else putServerErrors(form, error, { fields: ['query'], onForm: true });
      },
    );
  });
  const start = (contact: QuickSendContact) =>
    open.mutate(
      { data: { contactId: contact.id } },
      {
        onSuccess: (answer) => {
          void queryClient.invalidateQueries({ queryKey: getListQuickSendChatsQueryKey() });
          void navigate({ href: `${prefix}/quicksend/chat/${answer.data.id}` });
        },
      },
    );
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <form className="form quicksend-search" onSubmit={submit} noValidate data-testid="quicksend-search">
        <h2 id={`${id}-title`}>{t('search.title')}</h2>
        <p>{t('search.text')}</p>
        <FormField label={t('search.query')} error={form.formState.errors.query?.message}>
          {(control) => (
            <input
              {...control}
              {...form.register('query')}
              type="text"
              autoComplete="off"
              spellCheck={false}
              disabled={busy}
              data-testid="quicksend-query-input"
            />
          )}
        </FormField>
        <FormFailureLine message={form.formState.errors.root?.message} />
        <p className="product-info__links">
          <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="quicksend-find">
            {busy ? t('search.searching') : t('search.submit')}
          </button>
          <AppLink to="/settings/general/nickname">{t('search.nickname')}</AppLink>
        </p>
      </form>
      {found && (
        <div className="quicksend-found" data-testid="quicksend-contact" data-id={found.id}>
          <p className="quicksend-contact">
            <ContactAvatar contact={found} />
            <span>{t('search.found', { name: contactName(found) })}</span>
          </p>
          {open.error && <CallError error={open.error} />}
          <button
            type="button"
            className="button"
            onClick={() => start(found)}
            disabled={open.isPending}
            aria-busy={open.isPending}
            data-testid="quicksend-start"
          >
            {open.isPending ? t('search.starting') : t('search.start')}
          </button>
        </div>
      )}
    </section>
  );
}
