import { dropPageShell } from '../../lib/loading/page-shell';

/**
 * Built into the entry, in English only: what #root says while the start-up error's chunk loads, or when it cannot
 * load (the network is down) or React cannot draw at all. The full screen, translated, replaces it.
 */
export const STARTUP_FAILED = 'The exchange could not finish starting. Reload the page; if it keeps happening, try another browser.';

/** The plain line in #root, without React: the app's code did not load, or React could not draw the start-up error. */
export function writeStartupFailedLine(): void {
  dropPageShell();
  const line = document.createElement('p');
  line.setAttribute('role', 'alert');
  line.textContent = STARTUP_FAILED;
  document.getElementById('root')!.replaceChildren(line);
}
