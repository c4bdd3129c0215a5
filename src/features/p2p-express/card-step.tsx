/**
 * The second step: the card the user pays the merchant from (a deposit) or is paid to (a withdrawal), one of those
 * added before (listP2pExpressCards) or a new one (the add-card form, chosen once added). Going on carries the order
 * and the card into the confirmation.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { P2pOrder } from '../../../generated/api/model/p2pOrder.zod';
import { getListP2pExpressCardsQueryKey, useListP2pExpressCards } from '../../../generated/api/p2p-express/p2p-express';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { CallError } from '../../ui/call-error';
import { QueryLoading } from '../../ui/query-state';
import { AddCardForm } from './add-card-form';
import { stepPath, useFlowSearch, type Direction } from './flow-search';
import { WithDraftOrder } from './flow-order';
import { FlowSteps } from './flow-steps';
import { OrderSummary } from './order-summary';
import { maskedCard } from './p2p-money';

export function CardStep({ direction }: { direction: Direction }) {
  const { order } = useFlowSearch();
  return (
    <div className="p2p-step" data-testid={`p2p-${direction}-card`}>
      <FlowSteps direction={direction} current="add-card" />
      {order !== undefined && (
        <WithDraftOrder direction={direction} id={order}>
          {(draft) => <CardChoice order={draft} />}
        </WithDraftOrder>
      )}
    </div>
  );
}

function CardChoice({ order }: { order: P2pOrder }) {
  const { t } = useTranslation('p2p-express');
  const id = useId();
  const navigate = useNavigate();
  const { prefix } = useLocalizedPath();
  const queryClient = useQueryClient();
  const cards = useListP2pExpressCards();
  const [chosen, setChosen] = useState<number | undefined>();
  if (cards.isPending) return <QueryLoading />;
  if (cards.isError) return <CallError error={cards.error} onRetry={() => void cards.refetch()} />;
  const list = cards.data.data;
  const selected = chosen ?? list[0]?.id;
  return (
    <>
      <OrderSummary order={order} />
      {list.length > 0 && (
        <fieldset className="choice-list" data-testid="p2p-cards">
          <legend>{t(`card.choose.${order.direction}`)}</legend>
          {list.map((card) => (
            <label key={card.id} className="choice" data-testid="p2p-card" data-card-id={card.id}>
              <input type="radio" name={`${id}-card`} checked={selected === card.id} onChange={() => setChosen(card.id)} />
              <span className="choice__body">
                <span className="mono">{maskedCard(card.last4)}</span>
                <span className="choice__detail">{t('card.cardDetail', { holder: card.holder, expiry: card.expiry })}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <AddCardForm
        onAdded={(card) => {
          setChosen(card.id);
          void queryClient.invalidateQueries({ queryKey: getListP2pExpressCardsQueryKey() });
        }}
      />
      <p className="p2p-actions">
        <button
          type="button"
          className="button"
          disabled={selected === undefined}
          data-testid="p2p-card-continue"
          onClick={() => void navigate({ href: prefix + stepPath(order.direction, 'confirmation', { order: order.id, card: selected }) })}
        >
          {t('actions.continue')}
        </button>
        {selected === undefined && <span className="field__hint">{t('card.none')}</span>}
      </p>
    </>
  );
}
