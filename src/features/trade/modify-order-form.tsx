/**
 * Changes an open order in place (POST /v2/trade/order/modify): a limit order's price and amount, a stop order's
 * activation price too. The order keeps its id; what it froze follows the new figures.
 */
import { useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { Market } from '../../../generated/api/model/market.zod';
import { getListBalancesQueryKey } from '../../../generated/api/balances/balances';
import { useModifyOrder } from '../../../generated/api/trade/trade';
import { ModifyOrderBody } from '../../../generated/api/trade/trade.zod';
import type { Order } from '../../../generated/socket/trade-socket.zod';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { notify } from '../../lib/toast/toast';
import { FormAmountField } from '../../ui/form-amount-field';
import { EditFormFooter } from './edit-form-footer';
import { usePanelTranslation } from './panel-namespaces';

type Values = z.infer<typeof ModifyOrderBody>;

export function ModifyOrderForm({
  order,
  market,
  pair,
  onDone,
  invalidate,
}: {
  order: Order;
  market: Market | undefined;
  pair: string;
  onDone: () => void;
  /** The query keys of the lists the order shows in. */
  invalidate: readonly (readonly unknown[])[];
}) {
  const { t } = usePanelTranslation();
  const queryClient = useQueryClient();
  const modify = useModifyOrder();
  const conditional = order.activation_price !== undefined && !order.activated;
  const limitPrice = order.price !== '0';
  const form = useContractForm<Values>({
    schema: ModifyOrderBody,
    defaultValues: {
      market: pair,
      orderId: order.id,
      amount: order.amount,
      ...(limitPrice ? { price: order.price } : {}),
      ...(conditional ? { activationPrice: order.activation_price } : {}),
    },
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit((values) =>
    modify.mutateAsync({ data: values }).then(
      () => {
        notify.success(t('account.modified'));
        for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
        void queryClient.invalidateQueries({ queryKey: getListBalancesQueryKey() });
        onDone();
      },
      (error: unknown) =>
        putServerErrors(form, error, { fields: ['price', 'amount', 'activationPrice'], codeFields: { 32: 'amount', 33: 'price' } }),
    ),
  );

  return (
    <form className="form account-panels__edit" onSubmit={submit} noValidate aria-label={t('account.modifyTitle', { id: order.id })}>
      {conditional && (
        <FormAmountField
          control={form.control}
          name="activationPrice"
          inputName="modify-activation"
          label={t('account.columns.activation')}
          precision={market?.moneyPrec ?? 8}
          suffix={market?.money}
        />
      )}
      {limitPrice && (
        <FormAmountField
          control={form.control}
          name="price"
          inputName="modify-price"
          label={t('account.columns.price')}
          precision={market?.moneyPrec ?? 8}
          suffix={market?.money}
        />
      )}
      <FormAmountField
        control={form.control}
        name="amount"
        inputName="modify-amount"
        label={t('account.columns.amount')}
        precision={market?.stockPrec ?? 8}
        suffix={market?.stock}
      />
      <EditFormFooter error={form.formState.errors.root?.message} busy={busy} onClose={onDone} />
    </form>
  );
}
