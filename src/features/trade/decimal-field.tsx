/**
 * The order form's decimal inputs: the shared amount field (src/ui/amount-field.tsx) with the float-only rule
 * taken from the order form's logic chunk (use-order-logic.ts, loaded after the trade page's first paint or at
 * a field's first focus), so the page paints without decimal.js; a keystroke before the chunk has arrived is
 * shown as typed and checked as soon as it arrives. Test ids: `order-<name>`, `order-<name>-error`.
 */
import { forwardRef } from 'react';
import { AmountField, type AmountFieldProps, type FloatRule } from '../../ui/amount-field';
import { loadOrderLogic, orderLogic } from './use-order-logic';

const ORDER_FLOAT_RULE: FloatRule = {
  now: () => orderLogic()?.filterFloatInput,
  load: () => loadOrderLogic().then((logic) => logic.filterFloatInput),
};

export const DecimalField = forwardRef<HTMLInputElement, Omit<AmountFieldProps, 'rule' | 'testId' | 'className'>>(
  function DecimalField(props, ref) {
    return <AmountField ref={ref} {...props} rule={ORDER_FLOAT_RULE} testId={`order-${props.name}`} className="order-field" />;
  },
);
