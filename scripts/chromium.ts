/**
 * The Chromium the browser tests and benchmarks run here: the system one (scripts/ensure-chromium.sh installs it),
 * and the flags it needs on this machine (no sandbox as root, no GPU, no background network or updates).
 * Playwright adds its own headless flag; tools that launch Chromium themselves add `--headless`.
 */
import { existsSync } from 'node:fs';

/** undefined where there is none: Playwright then uses its own browser, where one is installed. */
export const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
