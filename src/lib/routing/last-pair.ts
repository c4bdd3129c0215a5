/** The last trade pair the user opened, remembered in the browser for the bare /trade route and after login. */
import { safeLocalStorage } from '../storage/safe-storage';

const KEY = 'last-trade-pair';

export function lastTradePair(): string | null {
  return safeLocalStorage.getItem(KEY);
}

export function rememberTradePair(pair: string): void {
  // Private mode: the safe store keeps it for this visit.
  safeLocalStorage.setItem(KEY, pair);
}
