/**
 * Take-profit and stop-loss of an open position (POST /v2/trade/tpsl): trigger prices at which the position is
 * closed at the market. A long takes profit above the mark and stops its loss below; a short the other way round.
 */
import Decimal from 'decimal.js';
import type * as z from 'zod/mini';
import type { Market } from '../../../generated/api/model/market.zod';
import { usePlacePositionTpsl } from '../../../generated/api/trade/trade';
import { PlacePositionTpslBody } from '../../../generated/api/trade/trade.zod';
import type { MarginPosition } from '../../../generated/socket/trade-socket.zod';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { notify } from '../../lib/toast/toast';
import { FormAmountField } from '../../ui/form-amount-field';
import { EditFormFooter } from './edit-form-footer';
import { usePanelTranslation } from './panel-namespaces';

type Values = z.infer<typeof PlacePositionTpslBody>;

export function PositionTpslForm({
  position,
  market,
  pair,
  lastPrice,
  onDone,
}: {
  position: MarginPosition;
  market: Market | undefined;
  pair: string;
  /** The mark the prices are checked against. */
  lastPrice: string | undefined;
  onDone: () => void;
}) {
  const { t } = usePanelTranslation();
  const place = usePlacePositionTpsl();
  const long = !position.amount.startsWith('-');
  const form = useContractForm<Values>({
    schema: PlacePositionTpslBody,
    defaultValues: { market: pair, positionSide: position.position_side },
    checks: ({ takeProfit, stopLoss }) => {
      if (!takeProfit && !stopLoss) return { root: t('account.tpsl.oneNeeded') };
      if (!lastPrice) return {};
      const last = new Decimal(lastPrice);
      const wrongTp = takeProfit && (long ? new Decimal(takeProfit).lte(last) : new Decimal(takeProfit).gte(last));
      const wrongSl = stopLoss && (long ? new Decimal(stopLoss).gte(last) : new Decimal(stopLoss).lte(last));
      return {
        takeProfit: wrongTp ? t(long ? 'account.tpsl.tpAbove' : 'account.tpsl.tpBelow', { price: lastPrice }) : undefined,
        stopLoss: wrongSl ? t(long ? 'account.tpsl.slBelow' : 'account.tpsl.slAbove', { price: lastPrice }) : undefined,
      };
    },
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit((values) =>
    place.mutateAsync({ data: values }).then(
      () => {
        notify.success(t('account.tpsl.saved'));
        onDone();
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['takeProfit', 'stopLoss', 'amount'], codeFields: { 33: 'takeProfit' } }),
    ),
  );

  return (
    <form className="form account-panels__edit" onSubmit={submit} noValidate aria-label={t('account.tpsl.title', { market: pair })}>
      <FormAmountField
        control={form.control}
        name="takeProfit"
        inputName="tpsl-take-profit"
        label={t('account.tpsl.takeProfit')}
        precision={market?.moneyPrec ?? 8}
        suffix={market?.money}
      />
      <FormAmountField
        control={form.control}
        name="stopLoss"
        inputName="tpsl-stop-loss"
        label={t('account.tpsl.stopLoss')}
        precision={market?.moneyPrec ?? 8}
        suffix={market?.money}
      />
      <EditFormFooter error={form.formState.errors.root?.message} busy={busy} onClose={onDone} />
    </form>
  );
}
