/**
 * Runs `run` once the browser is idle, at the latest after `timeoutMs`; where there is no idle callback (older
 * Safari, test DOMs) after `fallbackMs`. Returns the cancel, for an effect's clean-up.
 */
export function whenIdle(run: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number }): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, fallbackMs);
  return () => clearTimeout(timer);
}
