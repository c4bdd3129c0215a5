/**
 * What the order form needs only once the user acts: the order arithmetic and the amount fields' rule, both on
 * decimal.js. One chunk, loaded after the trade page's first paint (or at the first focus of a field), so the
 * page paints without it; see use-order-logic.ts.
 */
export { readAmountInput } from '../../lib/input/amount-input';
export { amountForPercent, amountOf, checkAmount, checkBalance, checkPrice, checkTotal, multiLimitOrders, totalOf } from './order-math';
