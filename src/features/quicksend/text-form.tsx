/** A text message to the chat's contact (sendQuickSendMessage's body: 1 to 500 characters). */
import { useTranslation } from 'react-i18next';
import { useSendQuickSendMessage } from '../../../generated/api/quick-send/quick-send';
import { SendQuickSendMessageBody } from '../../../generated/api/quick-send/quick-send.zod';
import type { QuickSendChat } from '../../../generated/api/model/quickSendChat.zod';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { FormFailureLine } from '../../ui/form-failure-line';
import { FormField } from '../../ui/form-field';
import { useChatChanged } from './chat-messages';

type Values = { text: string };
export const TEXT_MAX = 500;

export function TextForm({ chat }: { chat: QuickSendChat }) {
  const { t } = useTranslation('quicksend');
  const send = useSendQuickSendMessage();
  const changed = useChatChanged(chat.id);
  const form = useContractForm<Values>({ schema: SendQuickSendMessageBody, defaultValues: { text: '' } });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(({ text }) =>
    send.mutateAsync({ id: chat.id, data: { text: text.trim() } }).then(
      () => {
        form.reset({ text: '' });
        changed();
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['text'], onForm: true }),
    ),
  );
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="quicksend-text-form">
      <FormField label={t('composer.text')} error={form.formState.errors.text?.message}>
        {(control) => (
          <textarea
            {...control}
            {...form.register('text')}
            rows={2}
            maxLength={TEXT_MAX}
            placeholder={t('composer.textPlaceholder')}
            disabled={busy}
            data-testid="quicksend-text-input"
          />
        )}
      </FormField>
      <FormFailureLine message={form.formState.errors.root?.message} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="quicksend-text-submit">
        {busy ? t('composer.sending') : t('composer.sendText')}
      </button>
    </form>
  );
}
