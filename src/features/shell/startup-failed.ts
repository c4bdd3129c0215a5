/**
 * Built into the entry, in English only: what #root says while the start-up error's chunk loads, or when it cannot
 * load (the network is down) or React cannot draw at all. The full screen, translated, replaces it.
 */
export const STARTUP_FAILED = 'The exchange could not finish starting. Reload the page; if it keeps happening, try another browser.';
