import { afterEach, describe, expect, it, vi } from 'vitest';
import { thirdPartyGlobal } from './third-party-script';

/** A document whose head records the script elements appended to it. */
function fakeDocument() {
  const scripts: { src: string; id: string; onload?: () => void; onerror?: () => void; remove: () => void; removed?: boolean }[] = [];
  vi.stubGlobal('document', {
    createElement: () => {
      const script = { src: '', id: '', async: false, remove: () => void (script.removed = true) } as (typeof scripts)[number] & {
        removed?: boolean;
      };
      return script;
    },
    head: { append: (script: (typeof scripts)[number]) => scripts.push(script) },
  });
  return scripts;
}

afterEach(() => vi.unstubAllGlobals());

describe('thirdPartyGlobal', () => {
  it('takes the global the page has, and loads nothing without a script', async () => {
    const scripts = fakeDocument();
    expect(await thirdPartyGlobal('https://cdn.example/a.js', () => 'present')).toBe('present');
    expect(await thirdPartyGlobal('', () => undefined)).toBeUndefined();
    expect(scripts).toHaveLength(0);
  });

  it('loads a script once for all callers and reads the global it defined', async () => {
    const scripts = fakeDocument();
    const page: { global?: string } = {};
    const first = thirdPartyGlobal('https://cdn.example/b.js', () => page.global, 'b-snippet');
    const second = thirdPartyGlobal('https://cdn.example/b.js', () => page.global);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ src: 'https://cdn.example/b.js', id: 'b-snippet' });
    page.global = 'defined';
    scripts[0]!.onload!();
    expect(await first).toBe('defined');
    expect(await second).toBe('defined');
  });

  it('gives undefined when the script fails, removes it, and tries again on the next call', async () => {
    const scripts = fakeDocument();
    const failed = thirdPartyGlobal('https://cdn.example/c.js', () => undefined);
    scripts[0]!.onerror!();
    expect(await failed).toBeUndefined();
    expect(scripts[0]!.removed).toBe(true);
    void thirdPartyGlobal('https://cdn.example/c.js', () => undefined);
    expect(scripts).toHaveLength(2);
  });
});
