/**
 * The last step: the order's figures and the card, then confirm (confirmP2pExpressDeposit /
 * confirmP2pExpressWithdrawal). A withdrawal the travel rule covers (the order's `travelRule.required`: worth 1000 EUR
 * or more) asks the user to confirm the merchant as the beneficiary first, as the withdraw page's travel-rule step does
 * for an address. Confirmed, the order's own page follows; cancelling drops the draft and goes back to the amount.
 */
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { P2pOrder } from '../../../generated/api/model/p2pOrder.zod';
import {
  useCancelP2pExpressOrder,
  useConfirmP2pExpressDeposit,
  useConfirmP2pExpressWithdrawal,
  useListP2pExpressCards,
} from '../../../generated/api/p2p-express/p2p-express';
import { ConfirmP2pExpressWithdrawalBody } from '../../../generated/api/p2p-express/p2p-express.zod';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { FormFailureLine } from '../../ui/form-failure-line';
import { QueryLoading } from '../../ui/query-state';
import { stepPath, useFlowSearch, type Direction } from './flow-search';
import { WithDraftOrder } from './flow-order';
import { FlowSteps } from './flow-steps';
import { OrderSummary } from './order-summary';

export function ConfirmStep({ direction }: { direction: Direction }) {
  const { order, card } = useFlowSearch();
  return (
    <div className="p2p-step" data-testid={`p2p-${direction}-confirmation`}>
      <FlowSteps direction={direction} current="confirmation" />
      {order !== undefined && card !== undefined && (
        <WithDraftOrder direction={direction} id={order}>
          {(draft) => <WithCard order={draft} cardId={card} />}
        </WithDraftOrder>
      )}
    </div>
  );
}

/** The card of the URL must be one of the user's: else back to the card step. */
function WithCard({ order, cardId }: { order: P2pOrder; cardId: number }) {
  const { t } = useTranslation('p2p-express');
  const cards = useListP2pExpressCards();
  if (cards.isPending) return <QueryLoading />;
  if (cards.isError) return <CallError error={cards.error} onRetry={() => void cards.refetch()} />;
  const card = cards.data.data.find((c) => c.id === cardId);
  if (!card)
    return (
      <div className="notice notice--warning" role="alert" data-testid="p2p-card-missing">
        <p>{t('confirm.cardMissing')}</p>
        <AppLink className="button" to={stepPath(order.direction, 'add-card', { order: order.id })}>
          {t('confirm.chooseCard')}
        </AppLink>
      </div>
    );
  return <ConfirmForm order={order} cardId={card.id} last4={card.last4} />;
}

type Values = { cardId: number; travelRuleConfirmed?: boolean };

function ConfirmForm({ order, cardId, last4 }: { order: P2pOrder; cardId: number; last4: string }) {
  const { t } = useTranslation('p2p-express');
  const id = useId();
  const navigate = useNavigate();
  const { prefix } = useLocalizedPath();
  const deposit = useConfirmP2pExpressDeposit();
  const withdrawal = useConfirmP2pExpressWithdrawal();
  const cancel = useCancelP2pExpressOrder();
  const travelRule = order.direction === 'withdraw' && order.travelRule.required;
  const form = useContractForm<Values>({
    schema: ConfirmP2pExpressWithdrawalBody,
    defaultValues: { cardId, travelRuleConfirmed: false },
    checks: ({ travelRuleConfirmed }) => ({
      travelRuleConfirmed: travelRule && !travelRuleConfirmed ? t('confirm.travelRule.required') : undefined,
    }),
  });
  const busy = form.formState.isSubmitting || cancel.isPending;
  const submit = form.handleSubmit((data) => {
    const sent =
      order.direction === 'deposit'
        ? deposit.mutateAsync({ id: order.id, data: { cardId } })
        : withdrawal.mutateAsync({
            id: order.id,
            data: { cardId, ...(travelRule ? { travelRuleConfirmed: data.travelRuleConfirmed === true } : {}) },
          });
    return sent.then(
      () => void navigate({ href: `${prefix}/p2p-express/${order.id}` }),
      (error: unknown) => putServerErrors(form, error, { fields: ['travelRuleConfirmed'], onForm: true }),
    );
  });
  const drop = () =>
    cancel.mutateAsync({ id: order.id }).then(
      () => void navigate({ href: prefix + stepPath(order.direction, 'amount') }),
      (error: unknown) => failedToFetchToast(error),
    );
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="p2p-confirm-form">
      <h2 id={`${id}-title`}>{t(`confirm.title.${order.direction}`)}</h2>
      <OrderSummary order={order} cardLast4={last4} />
      <p>{t(`confirm.next.${order.direction}`, { minutes: Math.round((order.expiresAt - order.createdAt) / 60) })}</p>
      {travelRule && (
        <fieldset className="card" data-testid="p2p-travel-rule">
          <legend>{t('confirm.travelRule.title')}</legend>
          <p>
            {t('confirm.travelRule.text', {
              name: order.travelRule.beneficiaryName,
              country: order.travelRule.beneficiaryCountry,
            })}
          </p>
          <label className="checkbox">
            <input type="checkbox" {...form.register('travelRuleConfirmed')} disabled={busy} data-testid="p2p-travel-rule-confirm" />{' '}
            {t('confirm.travelRule.confirm', { name: order.travelRule.beneficiaryName })}
          </label>
          {form.formState.errors.travelRuleConfirmed?.message && (
            <span className="field__error" role="alert">
              {form.formState.errors.travelRuleConfirmed.message}
            </span>
          )}
        </fieldset>
      )}
      <FormFailureLine message={form.formState.errors.root?.message} />
      <p className="p2p-actions">
        <button type="submit" className="button" disabled={busy} aria-busy={form.formState.isSubmitting} data-testid="p2p-confirm">
          {form.formState.isSubmitting ? t('actions.sending') : t(`confirm.submit.${order.direction}`)}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => void drop()}
          data-testid="p2p-cancel-draft"
        >
          {t('actions.cancel')}
        </button>
      </p>
    </form>
  );
}
