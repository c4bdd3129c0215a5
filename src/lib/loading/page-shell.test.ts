// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { dropPageShell, releasePageShellWhenDrawn } from './page-shell';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(): HTMLElement {
  document.body.innerHTML = '<div id="page-shell"><h1>Markets</h1></div><div id="root"></div>';
  return document.getElementById('root')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('page shell', () => {
  it("stays while the app's page is loading and goes once the page has its heading", async () => {
    const root = setUp();
    releasePageShellWhenDrawn(root);
    root.innerHTML = '<header>brand</header><main><div class="page-loader" role="status"></div></main>';
    await flush();
    expect(document.getElementById('page-shell')).not.toBeNull();
    root.querySelector('main')!.innerHTML = '<section><h1>Markets</h1></section>';
    await flush();
    expect(document.getElementById('page-shell')).toBeNull();
  });

  it('goes for an alert too: a start-up error has no page heading', async () => {
    const root = setUp();
    releasePageShellWhenDrawn(root);
    root.innerHTML = '<p role="alert">The exchange could not finish starting.</p>';
    await flush();
    expect(document.getElementById('page-shell')).toBeNull();
  });

  it('is dropped on demand, and a page without a shell is left alone', () => {
    setUp();
    dropPageShell();
    expect(document.getElementById('page-shell')).toBeNull();
    const root = document.getElementById('root')!;
    releasePageShellWhenDrawn(root);
    root.innerHTML = '<h1>x</h1>';
    expect(root.innerHTML).toBe('<h1>x</h1>');
  });
});
