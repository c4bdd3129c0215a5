/**
 * Ends the current task and goes on in a new one, so that the browser can paint and answer input in between: the
 * start-up's steps each take tens of milliseconds on a slow phone, and one task of all of them blocks the page
 * (issue 18: Lighthouse's total blocking time counts every task past 50 ms).
 */
export const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
