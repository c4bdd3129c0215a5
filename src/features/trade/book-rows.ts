/**
 * The order book's row geometry, shared by the panel and the benches that count its rows: a side draws only
 * the rows its scroller shows, counted from its scroll position, so the row height is fixed (the CSS of
 * .order-book__row says the same).
 */

/** A level's row height in px. */
export const BOOK_ROW_PX = 18;

/** Rows drawn past a side's visible end, so a scroll finds drawn rows while the next snapshot comes. */
export const OVERSCAN_ROWS = 4;

/** A side's height on a desktop (.order-book__side). */
export const BOOK_SIDE_PX = 280;

/** Rows per side before a side is measured, and what a desktop side draws: the rows it shows and the overscan. */
export const INITIAL_ROWS = Math.ceil(BOOK_SIDE_PX / BOOK_ROW_PX) + OVERSCAN_ROWS;
