/**
 * The axe-core scan of the browser tests (issues 6 and 19): the installed axe-core injected into the page (the test
 * must `test.use({ bypassCSP: true })`: the app's CSP refuses the inline script), run on the whole document once the
 * page and its data have settled; every violation of any impact is printed, a serious or critical one fails.
 */
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { LOADING_SELECTOR, PAGE_SHELL, SETTLE_CEILING_MS } from './route-walk';

const AXE = join(process.cwd(), 'node_modules/axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Waits for the page and its data (no spinner or placeholder), then runs axe on the whole document. */
export async function scan(page: Page): Promise<Violation[]> {
  await page.locator('h1').first().waitFor();
  // The app's page, not a landing page's shell from the HTML (scripts/prerender/page-shells.ts).
  await expect(page.locator(PAGE_SHELL)).toHaveCount(0, { timeout: SETTLE_CEILING_MS });
  // A ceiling on a condition: a spinner that outlives it is a page that never loads, and fails the test.
  await expect(page.locator(LOADING_SELECTOR)).toHaveCount(0, { timeout: SETTLE_CEILING_MS });
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

function describeViolations(where: string, violations: Violation[]): string[] {
  return violations.map(
    (v) =>
      `${where}: [${v.impact}] ${v.id}: ${v.help} — ${v.nodes.length} node(s): ` +
      v.nodes
        .slice(0, 4)
        .map((n) => n.target.join(' '))
        .join(' | '),
  );
}

export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const violations = await scan(page);
  const lines = describeViolations(where, violations);
  console.log(`[a11y] ${where}: ${violations.length} violation rule(s)${lines.length ? `\n  ${lines.join('\n  ')}` : ''}`);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(describeViolations(where, serious), `serious or critical axe violations on ${where}`).toEqual([]);
}
