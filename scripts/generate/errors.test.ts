/**
 * The error catalogue against the spec's inventory (contracts/inventory/error-codes.tsv): every numeric code,
 * every FailedTo range complete, every string code, en and tr messages everywhere, codes and names unique;
 * and the checker (schema + rules) refusing a broken catalogue.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { callShape, checkCatalogue, readCatalogue, type Catalogue } from './errors.ts';

const root = process.cwd();
const catalogue = readCatalogue(root);
const byCode = new Map(catalogue.codes.map((e) => [String(e.code), e]));

interface Row {
  code: string;
  name: string;
  area: string;
  note: string;
}
function inventory(file: string): Row[] {
  const [header, ...lines] = readFileSync(join(root, 'contracts/inventory', file), 'utf8')
    .trimEnd()
    .split('\n');
  const keys = header!.split('\t');
  return lines.map((line) => {
    const cells = line.split('\t');
    const row = Object.fromEntries(keys.map((k, i) => [k, cells[i] ?? '']));
    return { code: row.code!, name: row.name_or_range!, area: row.area!, note: row.note! };
  });
}

const rows = inventory('error-codes.tsv');
const numericRows = rows.filter((r) => r.area === 'numeric API code');
const rangeRows = rows.filter((r) => r.name.startsWith('FailedTo...'));
const stringRows = rows.filter((r) => r.area === 'crypto card string code');

/** "METHOD /path" shapes of the spec's calls (contracts/inventory/rest-operations.tsv). */
function specCalls(): Set<string> {
  const [, ...lines] = readFileSync(join(root, 'contracts/inventory/rest-operations.tsv'), 'utf8').trimEnd().split('\n');
  return new Set(lines.map((l) => l.split('\t')).map(([method, path]) => callShape(`${method} ${path}`)));
}

/** "METHOD /path" shapes of the bundled contract's operations whose description starts with `Assumption:`. */
function assumedOperations(): Set<string> {
  const doc = parse(readFileSync(join(root, 'generated/openapi/openapi.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, { description?: string }>>;
  };
  const shapes = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item))
      if (typeof op?.description === 'string' && op.description.trimStart().startsWith('Assumption:'))
        shapes.add(callShape(`${method.toUpperCase()} ${path}`));
  return shapes;
}

/** "1201-1234" -> [1201, 1234]; "2303" -> [2303, 2303]. */
function range(code: string): [number, number] {
  const [from, to = from] = code.split('-').map(Number);
  return [from!, to!];
}

const clone = (): Catalogue => structuredClone(catalogue);

describe('error catalogue: coverage of the spec inventory', () => {
  it('reads the inventory (numeric codes, FailedTo ranges, string codes)', () => {
    expect(numericRows.length).toBe(11);
    expect(rangeRows.length).toBe(28);
    expect(stringRows.length).toBe(10);
  });

  it('is sound: schema and rules find no problem', () => {
    expect(checkCatalogue(root, catalogue)).toEqual([]);
  });

  it.each(numericRows.map((r) => [r.code, r.name] as const))('has numeric code %s (%s) under the spec name', (code, name) => {
    const entry = byCode.get(code);
    expect(entry, `code ${code}`).toBeDefined();
    // Names are unique: where the spec gives one name to two codes (NotEnoughBalance 37 and 1200), the
    // second carries a qualified name and says so in `spec`.
    if (entry!.name !== name) {
      expect(entry!.spec, `code ${code}`).toContain(name);
      expect(entry!.assumption).toBe(true);
    }
  });

  it.each(rangeRows.map((r) => [r.code, r.area] as const))('has every code of FailedTo range %s (%s), owned by one area', (code) => {
    const [from, to] = range(code);
    const areas = new Set<string>();
    for (let c = from; c <= to; c++) {
      const entry = byCode.get(String(c));
      expect(entry, `code ${c}`).toBeDefined();
      expect(entry!.name).toMatch(/^FailedTo[A-Z]/);
      areas.add(entry!.area);
    }
    expect(areas.size).toBe(1);
    const area = catalogue.areas[[...areas][0]!]!;
    const covered = (c: number) => (area.ranges ?? []).some(([f, t]) => f <= c && c <= t);
    for (let c = from; c <= to; c++) expect(covered(c), `code ${c} in the area's declared ranges`).toBe(true);
  });

  it.each(stringRows.map((r) => [r.code, r.name] as const))('has string code %s (%s)', (code) => {
    const entry = byCode.get(code);
    expect(entry).toBeDefined();
    expect(entry!.area).toBe('crypto-card');
  });

  it('counts: every inventory code and nothing the spec does not name', () => {
    const expected = new Set<string>([...numericRows.map((r) => r.code), ...stringRows.map((r) => r.code)]);
    for (const r of rangeRows) {
      const [from, to] = range(r.code);
      for (let c = from; c <= to; c++) expected.add(String(c));
    }
    expect([...byCode.keys()].sort()).toEqual([...expected].sort());
    expect(catalogue.codes.length).toBe(328);
  });

  it('gives every code an en and a tr message, distinct (tr is a translation, not a copy)', () => {
    for (const entry of catalogue.codes) {
      expect(entry.message.en.trim(), `en ${entry.code}`).not.toBe('');
      expect(entry.message.tr.trim(), `tr ${entry.code}`).not.toBe('');
      expect(entry.message.tr, `tr ${entry.code}`).not.toBe(entry.message.en);
      expect(entry.message.en, `en ${entry.code}`).toMatch(/[.!?]$/);
      expect(entry.message.tr, `tr ${entry.code}`).toMatch(/[.!?]$/);
    }
  });

  it('has unique codes and unique PascalCase names; derived names are marked as assumptions', () => {
    const codes = catalogue.codes.map((e) => String(e.code));
    const names = catalogue.codes.map((e) => e.name);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(n).toMatch(/^[A-Z][A-Za-z0-9]+$/);
    const specNames = new Set(numericRows.map((r) => r.name));
    for (const e of catalogue.codes) if (!specNames.has(e.name)) expect(e.assumption, `${e.code} ${e.name}`).toBe(true);
  });

  it('declares every area it uses, and maps each call to at most one code, inside its area', () => {
    const seen = new Map<string, string | number>();
    for (const e of catalogue.codes) {
      expect(catalogue.areas[e.area], e.name).toBeDefined();
      for (const call of e.calls ?? []) {
        expect(seen.has(callShape(call)), call).toBe(false);
        seen.set(callShape(call), e.code);
        expect((catalogue.areas[e.area]!.calls ?? []).map(callShape)).toContain(callShape(call));
      }
    }
  });

  it('names only calls of the spec (contracts/inventory/rest-operations.tsv) or contract operations marked Assumption:', () => {
    const known = new Set([...specCalls(), ...assumedOperations()]);
    const calls = Object.values(catalogue.areas).flatMap((a) => a.calls ?? []);
    expect(calls.filter((c) => !known.has(callShape(c)))).toEqual([]);
  });

  it('tells an assumed contract operation from one the spec names, and refuses a call that is neither', () => {
    const spec = specCalls();
    const assumed = assumedOperations();
    // The convert calls are not in the spec's inventory: the catalogue may name them only because the contract marks them.
    expect(spec.has(callShape('POST /v2/convert/confirm'))).toBe(false);
    expect(assumed.has(callShape('POST /v2/convert/confirm'))).toBe(true);
    // A spec call whose description does not start with the marker is not taken as assumed.
    expect(assumed.has(callShape('POST /v2/balances/transfer'))).toBe(false);
    expect(spec.has(callShape('POST /v2/balances/transfer'))).toBe(true);
    const known = new Set([...spec, ...assumed]);
    expect(known.has(callShape('POST /v2/convert/made-up'))).toBe(false);
  });
});

describe('error catalogue: the checker refuses a broken catalogue', () => {
  it('refuses a duplicate code', () => {
    const broken = clone();
    broken.codes.push({ ...broken.codes.find((e) => e.code === 1201)!, name: 'FailedToGetDepositAddressAgain' });
    expect(checkCatalogue(root, broken)).toContain('code 1201 appears twice');
  });

  it('refuses a duplicate name', () => {
    const broken = clone();
    broken.codes.find((e) => e.code === 1202)!.name = 'FailedToGetDepositAddress';
    expect(checkCatalogue(root, broken)).toContain('name FailedToGetDepositAddress appears twice');
  });

  it('refuses a hole in a range', () => {
    const broken = clone();
    broken.codes = broken.codes.filter((e) => e.code !== 1217);
    expect(checkCatalogue(root, broken)).toContain('area deposit-withdraw: range 1201-1234 misses 1217');
  });

  it('refuses a code of a range filed under another area, and a non-FailedTo name in a range', () => {
    const broken = clone();
    broken.codes.find((e) => e.code === 4600)!.area = 'affiliate';
    broken.codes.find((e) => e.code === 4700)!.name = 'AffiliateProfileMissing';
    const problems = checkCatalogue(root, broken);
    expect(problems).toContain('code 4600 lies in the range of mining-pool but names area affiliate');
    expect(problems).toContain('code 4700 lies in a FailedTo range but is named AffiliateProfileMissing');
  });

  it('refuses overlapping ranges and reversed ranges', () => {
    const broken = clone();
    broken.areas['fees']!.ranges = [[2001, 2000]];
    broken.areas['faq']!.ranges = [
      [2100, 2100],
      [2000, 2000],
    ];
    const problems = checkCatalogue(root, broken);
    expect(problems).toContain('area fees: range 2001-2000 is reversed');
    expect(problems.some((p) => p.includes('code 2000 lies in the range of faq'))).toBe(true);
  });

  it('refuses what the schema forbids: missing tr message, unknown reaction, bad code, bad call', () => {
    const cases: [string, (c: Catalogue) => void][] = [
      ['missing tr', (c) => delete (c.codes[0]!.message as Partial<Catalogue['codes'][0]['message']>).tr],
      ['empty en', (c) => (c.codes[0]!.message.en = ' ')],
      ['unknown reaction', (c) => (c.codes[0]!.reaction = 'shrug')],
      ['lower-case name', (c) => (c.codes[0]!.name = 'failedToX')],
      ['bad string code', (c) => (c.codes.find((e) => e.code === 'ACC001')!.code = 'ACC1')],
      ['zero code', (c) => (c.codes[0]!.code = 0)],
      ['unknown field', (c) => ((c.codes[0] as unknown as Record<string, unknown>).colour = 'red')],
      ['bad call', (c) => (c.codes.find((e) => e.code === 1201)!.calls = ['FETCH deposit'])],
    ];
    for (const [what, breakIt] of cases) {
      const broken = clone();
      breakIt(broken);
      const problems = checkCatalogue(root, broken);
      expect(problems.length, what).toBeGreaterThan(0);
      expect(
        problems.every((p) => p.startsWith('schema:')),
        what,
      ).toBe(true);
    }
  });

  it('refuses a call outside its area, and a call reported by two codes', () => {
    const broken = clone();
    broken.codes.find((e) => e.code === 1202)!.calls = ['GET /v2/profile/address/{type}'];
    broken.codes.find((e) => e.code === 1600)!.calls = ['GET /v2/balances'];
    const problems = checkCatalogue(root, broken);
    expect(problems).toContain('call GET /v2/profile/address/{type} reports both 1201 and 1202');
    expect(problems).toContain('code 1600: call GET /v2/balances is not among the calls of area earn');
  });
});
