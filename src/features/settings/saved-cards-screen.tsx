/**
 * /settings/security/saved-cards: the bank cards kept with the card provider (the contract's assumed saved-cards
 * operations). Each card shows its masked number (grouped in fours, the last four digits only), brand, holder, expiry,
 * when it was added and with which provider; the user's label is given or taken away in place, and a card is deleted
 * after a confirmation. A card paid with in a fiat deposit, kept on the provider's form, appears here.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import type { SavedCard } from '../../../generated/api/model/savedCard.zod';
import {
  getListSavedCardsQueryKey,
  useDeleteSavedCard,
  useListSavedCards,
  useRenameSavedCard,
} from '../../../generated/api/saved-cards/saved-cards';
import { RenameSavedCardBody } from '../../../generated/api/saved-cards/saved-cards.zod';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { formatDate } from '../../lib/format/date-format';
import { notify } from '../../lib/toast/toast';
import { AppLink } from '../../ui/app-link';
import { ConfirmAction } from '../../ui/confirm-action';
import { FormField } from '../../ui/form-field';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';

const LABEL_MAX = 32;
const BRANDS = { visa: 'Visa', mastercard: 'Mastercard' } as const;

/** The card number as the card shows it, grouped in fours, every digit but the last four hidden. */
export const maskedNumber = (last4: string): string => `•••• •••• •••• ${last4}`;

export function SavedCardsScreen() {
  const { t } = useTranslation('settings');
  const cards = useListSavedCards();
  return (
    <StandardAreaPage>
      <p>{t('savedCardsPage.explain')}</p>
      {cards.isPending ? (
        <QueryLoading />
      ) : cards.isError ? (
        <QueryError error={cards.error} onRetry={() => void cards.refetch()} />
      ) : cards.data.data.length === 0 ? (
        <QueryEmpty>
          <span data-testid="saved-cards-empty">{t('savedCardsPage.empty')}</span>{' '}
          <AppLink to="/deposit">{t('savedCardsPage.deposit')}</AppLink>
        </QueryEmpty>
      ) : (
        <ul className="plain-list" data-testid="saved-cards">
          {cards.data.data.map((card) => (
            <li key={card.id}>
              <SavedCardItem card={card} />
            </li>
          ))}
        </ul>
      )}
    </StandardAreaPage>
  );
}

function SavedCardItem({ card }: { card: SavedCard }) {
  const { t, i18n } = useTranslation('settings');
  const queryClient = useQueryClient();
  const rename = useRenameSavedCard();
  const remove = useDeleteSavedCard();
  const [editing, setEditing] = useState(false);
  const brand = BRANDS[card.brand];
  const name = card.label ?? t('savedCardsPage.unnamed', { brand, last4: card.last4 });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: getListSavedCardsQueryKey() });
  const form = useContractForm<z.infer<typeof RenameSavedCardBody>>({
    schema: RenameSavedCardBody,
    defaultValues: { label: card.label },
    ruleMessages: { label: t('savedCardsPage.errors.label') },
  });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(({ label }) =>
    rename.mutateAsync({ id: card.id, data: { label } }).then(
      () => {
        notify.success(label ? t('savedCardsPage.renamed', { label }) : t('savedCardsPage.unlabelled'));
        setEditing(false);
        refresh();
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['label'] }),
    ),
  );
  const titleId = `saved-card-${card.id}`;

  return (
    <article className="card session" aria-labelledby={titleId} data-testid="saved-card" data-card-id={card.id}>
      <div>
        <h2 id={titleId} className="card__title" data-testid="saved-card-name">
          {name}
        </h2>
        <p className="mono" aria-label={t('savedCardsPage.numberLabel', { brand, last4: card.last4 })} data-testid="saved-card-number">
          {maskedNumber(card.last4)}
        </p>
        <dl className="definition-list">
          <div className="definition-list__row">
            <dt>{t('savedCardsPage.brand')}</dt>
            <dd data-testid="saved-card-brand">{brand}</dd>
          </div>
          <div className="definition-list__row">
            <dt>{t('savedCardsPage.holder')}</dt>
            <dd data-testid="saved-card-holder">{card.holder}</dd>
          </div>
          <div className="definition-list__row">
            <dt>{t('savedCardsPage.expiry')}</dt>
            <dd data-testid="saved-card-expiry">{card.expiry}</dd>
          </div>
          <div className="definition-list__row">
            <dt>{t('savedCardsPage.added')}</dt>
            <dd>{formatDate(card.createdAt, i18n.language)}</dd>
          </div>
          <div className="definition-list__row">
            <dt>{t('savedCardsPage.provider')}</dt>
            <dd>{card.provider}</dd>
          </div>
          {card.lastUsedAt !== null && (
            <div className="definition-list__row">
              <dt>{t('savedCardsPage.lastUsed')}</dt>
              <dd>{formatDate(card.lastUsedAt, i18n.language)}</dd>
            </div>
          )}
        </dl>
      </div>
      {editing ? (
        <form
          className="form"
          onSubmit={submit}
          noValidate
          aria-label={t('savedCardsPage.renameTitle', { name })}
          data-testid="saved-card-rename-form"
        >
          <FormField label={t('savedCardsPage.label')} hint={t('savedCardsPage.labelHint')} error={form.formState.errors.label?.message}>
            {(control) => (
              <input
                {...control}
                {...form.register('label', { setValueAs: (value: string | null) => (value?.trim() ? value.trim() : null) })}
                maxLength={LABEL_MAX}
                disabled={busy}
                data-testid="saved-card-label-input"
              />
            )}
          </FormField>
          <div className="form__actions">
            <button type="submit" className="button button--small" disabled={busy}>
              {busy ? t('actions.saving') : t('actions.save')}
            </button>
            <button type="button" className="button button--secondary button--small" onClick={() => setEditing(false)} disabled={busy}>
              {t('actions.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="sub-account__actions">
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setEditing(true)}
            data-testid="saved-card-rename"
          >
            {t('savedCardsPage.rename')}
          </button>
          <ConfirmAction
            label={t('savedCardsPage.delete')}
            question={t('savedCardsPage.deleteQuestion', { name, last4: card.last4 })}
            confirmLabel={t('savedCardsPage.deleteConfirm')}
            cancelLabel={t('actions.cancel')}
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(
                { id: card.id },
                {
                  onSuccess: () => {
                    notify.success(t('savedCardsPage.deleted', { last4: card.last4 }));
                    refresh();
                  },
                  onError: (e) => failedToFetchToast(e),
                },
              )
            }
          />
        </div>
      )}
    </article>
  );
}
