/** Parameters of the socket subscriptions the activity pages open. */

/** margin_positions.subscribe and borrow_positions.subscribe take an empty list (EmptyParams). */
export const NO_PARAMS: [] = [];
