/**
 * The demo's in-page fault injector (mocks/faults.ts) from a browser test: the page's service worker answers the
 * app's calls, so Playwright's request routing never sees them; these reach the mock backend itself.
 */
import type { Page } from '@playwright/test';
import type { FaultRule, MockFaults } from '../../mocks/faults';

type FaultWindow = { __mockFaults: MockFaults; __mockFaultPlan?: FaultRule[] };

/** The running page's faults (the backend has started: the app is on screen). */
export function mockFaults(page: Page) {
  return {
    add: (rule: FaultRule) => page.evaluate((r) => (window as unknown as FaultWindow).__mockFaults.add(r), rule),
    clear: () => page.evaluate(() => (window as unknown as FaultWindow).__mockFaults.clear()),
    hits: () => page.evaluate(() => ({ ...(window as unknown as FaultWindow).__mockFaults.hits })),
    dropSocket: () => page.evaluate(() => (window as unknown as FaultWindow).__mockFaults.dropSocket()),
    restoreSocket: () => page.evaluate(() => (window as unknown as FaultWindow).__mockFaults.restoreSocket()),
    silenceSocket: () => page.evaluate(() => (window as unknown as FaultWindow).__mockFaults.silenceSocket()),
  };
}

/** Faults that hold from the first request of every load of this page (set before the app starts). */
export async function planFaults(page: Page, rules: FaultRule[]): Promise<void> {
  await page.addInitScript((plan) => {
    (window as unknown as FaultWindow).__mockFaultPlan = plan;
  }, rules);
}
