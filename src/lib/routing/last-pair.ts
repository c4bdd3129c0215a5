/** The last trade pair the user opened, remembered in the browser for the bare /trade route and after login. */
const KEY = 'last-trade-pair';

export function lastTradePair(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberTradePair(pair: string): void {
  try {
    localStorage.setItem(KEY, pair);
  } catch {
    // Private mode: the default pair will do.
  }
}
