/**
 * The order form's decimal inputs: the shared amount field (src/ui/amount-field.tsx) with the amount rule taken
 * from the order form's logic chunk (use-order-logic.ts, loaded after the trade page's first paint or at a
 * field's first focus), so the page paints without decimal.js; a text typed before the chunk has arrived is shown
 * as typed and read as soon as it arrives. Test ids: `order-<name>`, `order-<name>-error`, `order-<name>-refused`.
 */
import { forwardRef } from 'react';
import { AmountField, type AmountFieldProps, type AmountRule } from '../../ui/amount-field';
import { loadOrderLogic, orderLogic } from './use-order-logic';

const ORDER_AMOUNT_RULE: AmountRule = {
  now: () => orderLogic()?.readAmountInput,
  load: () => loadOrderLogic().then((logic) => logic.readAmountInput),
};

export const DecimalField = forwardRef<HTMLInputElement, Omit<AmountFieldProps, 'rule' | 'testId' | 'className'>>(
  function DecimalField(props, ref) {
    return <AmountField ref={ref} {...props} rule={ORDER_AMOUNT_RULE} testId={`order-${props.name}`} className="order-field" />;
  },
);
