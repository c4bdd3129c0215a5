/** en and tr hold the same keys in every namespace, no empty message, the same interpolation variables. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(process.cwd(), 'locales');
const LOCALES = ['en', 'tr'];

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) for (const [kk, vv] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv);
  }
  return out;
}

const load = (locale: string, ns: string) => flatten(JSON.parse(readFileSync(join(dir, locale, `${ns}.json`), 'utf8')));
const variables = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('locales', () => {
  const namespaces = readdirSync(join(dir, 'en'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace('.json', ''))
    .sort();

  it('have the same namespaces in en and tr', () => {
    for (const locale of LOCALES) {
      expect(
        readdirSync(join(dir, locale))
          .filter((f) => f.endsWith('.json'))
          .map((f) => f.replace('.json', ''))
          .sort(),
      ).toEqual(namespaces);
    }
  });

  it.each(namespaces)('%s: same keys, no empty message, same interpolation variables', (ns) => {
    const en = load('en', ns);
    const tr = load('tr', ns);
    expect([...tr.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect(text.trim(), `en ${ns}:${key}`).not.toBe('');
      expect(tr.get(key)!.trim(), `tr ${ns}:${key}`).not.toBe('');
      expect(variables(tr.get(key)!), `${ns}:${key}`).toEqual(variables(text));
    }
  });
});
