/**
 * Reads the rows of an XLSX file's first worksheet as text, the way a spreadsheet holds them: each cell's value as
 * written in the sheet (a number cell's `<v>`, an inline or shared string's text), placed by its reference, so that a
 * test compares a downloaded export with what a tab shows. Written for the tests (fflate unzips; the sheet's XML is
 * read by its few elements), not a general reader: no formulas, dates or rich text runs beyond their plain text.
 */
import { strFromU8, unzipSync } from 'fflate';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) =>
    e[0] === '#' ? String.fromCodePoint(Number(e[1] === 'x' ? `0${e.slice(1)}` : e.slice(1))) : ENTITIES[e]!,
  );
/** The plain text of a string item (`<si>` or `<is>`): its `<t>` elements joined. */
const textOf = (xml: string) => [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => unescapeXml(m[1]!)).join('');

/** A cell reference's 0-based column: A -> 0, Z -> 25, AA -> 26. */
const columnIndex = (ref: string) => [...ref.replace(/\d+$/, '')].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;

export interface XlsxBook {
  /** The files of the package. */
  parts: string[];
  /** The first sheet's name. */
  sheet: string;
  /** Its rows, each cell's text (missing cells as ''). */
  rows: string[][];
}

export function readXlsx(bytes: Uint8Array): XlsxBook {
  const files = unzipSync(bytes);
  const part = (path: string) => {
    const file = files[path];
    if (!file) throw new Error(`The workbook has no ${path}`);
    return strFromU8(file);
  };
  const workbook = part('xl/workbook.xml');
  const first = /<sheet\s[^>]*name="([^"]*)"[^>]*r:id="([^"]+)"/.exec(workbook);
  if (!first) throw new Error('The workbook lists no sheet');
  const rels = part('xl/_rels/workbook.xml.rels');
  const target = new RegExp(`<Relationship\\s[^>]*Id="${first[2]}"[^>]*Target="([^"]+)"`).exec(rels)?.[1];
  if (!target) throw new Error(`No relationship ${first[2]}`);
  const shared = files['xl/sharedStrings.xml']
    ? [...part('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1]!))
    : [];
  const sheet = part(target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  const rows = [...sheet.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
    const cells: string[] = [];
    for (const c of row[1]!.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = c[1]!;
      const body = c[2] ?? '';
      const ref = /\br="([A-Z]+\d+)"/.exec(attributes)?.[1];
      const type = /\bt="(\w+)"/.exec(attributes)?.[1];
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      const text =
        type === 'inlineStr' ? textOf(body) : type === 's' ? shared[Number(value)]! : value === undefined ? '' : unescapeXml(value);
      const at = ref ? columnIndex(ref) : cells.length;
      while (cells.length < at) cells.push('');
      cells[at] = text;
    }
    return cells;
  });
  return { parts: Object.keys(files), sheet: unescapeXml(first[1]!), rows };
}
