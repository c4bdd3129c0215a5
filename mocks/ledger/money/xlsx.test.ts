/**
 * The export's XLSX workbook: a zip of well-formed Office Open XML parts whose relationships lead to the one sheet,
 * the header row first, every cell's value exactly as given (a decimal a double holds as a number cell, anything else
 * as text, escaped), the same file for the same export, and base64 both ways for the saved ledger.
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../../e2e/support/xlsx';
import { columnName, fromBase64, toBase64, toXlsx } from './xlsx';

/** jsdom ships no types (and @types/jsdom is not a dependency): its window's XML parser, strict as a browser's. */
interface JsdomModule {
  JSDOM: new () => { window: { DOMParser: typeof DOMParser } };
}
const JSDOM_MODULE: string = 'jsdom';
const { JSDOM } = (await import(/* @vite-ignore */ JSDOM_MODULE)) as JsdomModule;

const AT = Date.UTC(2026, 10, 20, 10, 0, 3);
const LINES = [
  ['id', 'time', 'gave', 'gaveTicker', 'rate', 'memo', 'note'],
  [100002, '2026-11-20T10:00:03Z', '0.001', 'BTC', '97152.899', '', 'a < b & "c"'],
  [100001, '2026-11-20T09:58:41Z', '250', 'USDT', '0.0000102725214912345678', '0123', ' spaced '],
] as const;

describe('the XLSX export file', () => {
  const bytes = toXlsx('convert', LINES, AT);

  it('is a zip of the parts a spreadsheet needs, each well-formed XML', () => {
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual(
      [
        '[Content_Types].xml',
        '_rels/.rels',
        'xl/_rels/workbook.xml.rels',
        'xl/styles.xml',
        'xl/workbook.xml',
        'xl/worksheets/sheet1.xml',
      ].sort(),
    );
    const parser = new new JSDOM().window.DOMParser();
    for (const [path, content] of Object.entries(files)) {
      const doc = parser.parseFromString(strFromU8(content), 'application/xml');
      expect(doc.getElementsByTagName('parsererror'), path).toHaveLength(0);
    }
    const types = strFromU8(files['[Content_Types].xml']!);
    expect(types).toContain(
      'PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"',
    );
    expect(strFromU8(files['_rels/.rels']!)).toContain('Target="xl/workbook.xml"');
  });

  it('holds every value exactly, the header first; numbers only where a double holds them as written', () => {
    const book = readXlsx(bytes);
    expect(book.sheet).toBe('convert');
    expect(book.rows).toEqual(LINES.map((line) => line.map(String)));
    const sheet = strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<c r="A2"><v>100002</v></c>');
    expect(sheet).toContain('<c r="E2"><v>97152.899</v></c>');
    // 24 significant digits and a leading zero stay text; the header is bold (style 1).
    expect(sheet).toContain('<c r="E3" t="inlineStr"><is><t>0.0000102725214912345678</t></is></c>');
    expect(sheet).toContain('<c r="F3" t="inlineStr"><is><t>0123</t></is></c>');
    expect(sheet).toContain('<c r="G2" t="inlineStr"><is><t>a &lt; b &amp; &quot;c&quot;</t></is></c>');
    expect(sheet).toContain('<t xml:space="preserve"> spaced </t>');
    expect(sheet).toContain('<c r="A1" s="1" t="inlineStr"><is><t>id</t></is></c>');
  });

  it('is the same file for the same export, and survives base64', () => {
    expect(toXlsx('convert', LINES, AT)).toEqual(bytes);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
  });

  it('names columns past Z as a spreadsheet does', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});
