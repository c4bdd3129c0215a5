/**
 * /gift-cards/my: redeeming a card's code (a shared link's ?code= fills it in), and the cards the user bought and
 * redeemed (listMyGiftCards). The server says when a code is unknown or was redeemed already, on the field; what was
 * typed stays.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListBalancesByTypeQueryKey } from '../../../generated/api/balances/balances';
import { getListMyGiftCardsQueryKey, useListMyGiftCards, useRedeemGiftCard } from '../../../generated/api/gift-cards/gift-cards';
import { RedeemGiftCardBody } from '../../../generated/api/gift-cards/gift-cards.zod';
import type { GiftCard } from '../../../generated/api/model/giftCard.zod';
import { formatDecimal } from '../../lib/format/number-format';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { FormFailureLine } from '../../ui/form-failure-line';
import { FormField } from '../../ui/form-field';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { GiftCardView } from './gift-card-view';

export function MyGiftCards() {
  const { t } = useTranslation('gift-cards');
  const cards = useListMyGiftCards({ query: { staleTime: 10_000 } });
  return (
    <div className="gift-cards">
      <RedeemForm />
      <h2>{t('my.title')}</h2>
      {cards.isPending ? (
        <QueryLoading />
      ) : cards.isError ? (
        <CallError error={cards.error} onRetry={() => void cards.refetch()} />
      ) : cards.data.data.length === 0 ? (
        <QueryEmpty>
          <p>{t('my.empty')}</p>
          <AppLink className="button" to="/gift-cards/all">
            {t('links.designs')}
          </AppLink>
        </QueryEmpty>
      ) : (
        <div className="gift-cards__list" data-testid="my-gift-cards">
          {cards.data.data.map((card) => (
            <GiftCardView key={card.id} card={card} />
          ))}
        </div>
      )}
    </div>
  );
}

function RedeemForm() {
  const { t, i18n } = useTranslation(['gift-cards', 'forms']);
  const id = useId();
  const queryClient = useQueryClient();
  const { code: shared = '' } = useSearch({ strict: false }) as { code?: string };
  const redeem = useRedeemGiftCard({ request: { handledStatuses: [422] } });
  const [redeemed, setRedeemed] = useState<GiftCard>();
  const form = useContractForm<{ code: string }>({ schema: RedeemGiftCardBody, defaultValues: { code: shared.trim() } });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((data) =>
    redeem.mutateAsync({ data: { code: data.code.trim() } }).then(
      (response) => {
        setRedeemed(response.data);
        form.reset({ code: '' });
        void queryClient.invalidateQueries({ queryKey: getListMyGiftCardsQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getListBalancesByTypeQueryKey('main') });
      },
      (failure: unknown) => putServerErrors(form, failure, { fields: ['code'], onForm: true }),
    ),
  );
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="gift-card-redeem-form">
      <h2 id={`${id}-title`}>{t('redeem.title')}</h2>
      <p>{t('redeem.text')}</p>
      <FormField label={t('redeem.code')} error={form.formState.errors.code?.message}>
        {(control) => (
          <input
            {...control}
            {...form.register('code')}
            autoComplete="off"
            spellCheck={false}
            disabled={busy}
            data-testid="gift-card-redeem-input"
          />
        )}
      </FormField>
      <FormFailureLine message={form.formState.errors.root?.message} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="gift-card-redeem-submit">
        {busy ? t('redeem.sending') : t('redeem.submit')}
      </button>
      {redeemed && (
        <p className="notice" role="status" data-testid="gift-card-redeemed">
          {t('redeem.done', { amount: formatDecimal(redeemed.amount, i18n.language, { max: 8 }), ticker: redeemed.ticker })}
        </p>
      )}
    </form>
  );
}
