/**
 * How long a test may wait, on a machine as busy as CI's (2 cores shared with other jobs: a screen that appears in
 * 50 ms alone can take seconds). These are ceilings, never delays: every wait polls a condition and returns as soon
 * as it holds, so a passing test takes no longer for them; only a failing one waits the ceiling out.
 *
 * - testing-library's findBy* and waitFor: mocks/testing/setup-component-tests.ts sets `asyncUtilTimeout` to
 *   WAIT_CEILING_MS for every component test (its default, 1000 ms, is what a loaded CPU broke).
 * - vi.waitFor has no global setting (its default is 1000 ms): pass `waitCeiling`.
 * - a child process (Prism, a server) to answer: STARTUP_CEILING_MS.
 * - each test and hook as a whole: the ceilings of vitest.config.ts, above these.
 */
export const WAIT_CEILING_MS = 60_000;

/** For vi.waitFor(callback, waitCeiling). */
export const waitCeiling = { timeout: WAIT_CEILING_MS, interval: 20 } as const;

/** A child process or server to start answering. */
export const STARTUP_CEILING_MS = 180_000;
