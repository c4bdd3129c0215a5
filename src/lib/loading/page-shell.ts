/**
 * The page shell of a landing page (scripts/prerender/page-shells.ts: the brand, the page's title and lead, drawn
 * from the HTML before any script) stays until the app has drawn a page of its own, then gives way in the same task:
 * the user sees the shell, then the page, never a blank or a spinner between them, and never both (#root is hidden
 * while the shell is there, app.css). A page is drawn when #root has a heading or an alert (a start-up error, a
 * failed page): a page still loading has neither.
 */
const PAGE_DRAWN = 'h1, [role="alert"]';

/** Removes the shell (a start-up failure drawn outside the router calls it directly). */
export function dropPageShell(): void {
  document.getElementById('page-shell')?.remove();
}

/** Watches #root and removes the shell once the app's page is drawn. No shell (a page without one): nothing to do. */
export function releasePageShellWhenDrawn(root: HTMLElement): void {
  if (!document.getElementById('page-shell')) return;
  const observer = new MutationObserver(() => {
    if (!root.querySelector(PAGE_DRAWN)) return;
    observer.disconnect();
    dropPageShell();
  });
  observer.observe(root, { childList: true, subtree: true });
}
