/**
 * A history export as an XLSX workbook (Office Open XML, ECMA-376): one worksheet, the header row in bold and frozen,
 * then a row per record. Only the parts a spreadsheet needs are written (content types, the package and workbook
 * relationships, the workbook, its styles and the sheet); strings are inline, so there is no shared-string table to
 * keep in step. The zip itself is fflate's (small, maintained, no dependencies): the deflate and CRC code it holds is
 * not worth writing again.
 */
import { strToU8, zipSync } from 'fflate';

export type XlsxCell = string | number;

/**
 * The media type the report download serves a workbook with: the contract's binary type for files other than CSV and
 * PDF (the spreadsheet's own type, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, is not among
 * the download's media types yet: adding it is a breaking change of the contract, for its next version).
 */
export const XLSX_TYPE = 'application/octet-stream';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/**
 * A decimal a spreadsheet's number (a double) holds exactly as written: at most 15 significant digits, no leading
 * zeros or exponent. Anything else (a longer amount, a memo of digits with a leading zero) stays text, so that no
 * figure of the file is rounded or reformatted.
 */
const EXACT_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/;
function isExactNumber(text: string): boolean {
  if (!EXACT_NUMBER.test(text)) return false;
  const digits = text.replace(/^-/, '').replace('.', '').replace(/^0+/, '');
  return digits.length <= 15;
}

// XML 1.0 has no place for most control characters: they are dropped rather than make the sheet unreadable.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const escapeXml = (text: string) =>
  text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The column's letters of a 0-based index: A..Z, AA..ZZ, AAA... */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(value: XlsxCell, ref: string, style: number): string {
  const s = style ? ` s="${style}"` : '';
  const text = String(value);
  if ((typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && isExactNumber(value)))
    return `<c r="${ref}"${s}><v>${text}</v></c>`;
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${s} t="inlineStr"><is><t${space}>${escapeXml(text)}</t></is></c>`;
}

function sheetXml(lines: readonly (readonly XlsxCell[])[]): string {
  const rows = lines
    .map(
      (line, r) => `<row r="${r + 1}">${line.map((cell, c) => cellXml(cell, `${columnName(c)}${r + 1}`, r === 0 ? 1 : 0)).join('')}</row>`,
    )
    .join('');
  return (
    `${HEAD}<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0">` +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<sheetData>${rows}</sheetData></worksheet>`
  );
}

const STYLES =
  `${HEAD}<styleSheet xmlns="${MAIN}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/**
 * The workbook of one sheet named `sheet` (at most 31 characters, none of []:*?/\) holding `lines`, the first of them
 * the header. `modifiedAt` (ms) is the entries' time in the zip: the ledger's clock, so the same export is the same file.
 */
export function toXlsx(sheet: string, lines: readonly (readonly XlsxCell[])[], modifiedAt: number): Uint8Array {
  const name = escapeXml(sheet.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
  const parts: Record<string, string> = {
    '[Content_Types].xml':
      `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
    '_rels/.rels': `${HEAD}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `${HEAD}<Relationships xmlns="${RELS}">` +
      `<Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${DOC_RELS}/styles" Target="styles.xml"/></Relationships>`,
    'xl/styles.xml': STYLES,
    'xl/worksheets/sheet1.xml': sheetXml(lines),
  };
  const mtime = new Date(modifiedAt);
  return zipSync(Object.fromEntries(Object.entries(parts).map(([path, xml]) => [path, [strToU8(xml), { mtime }]])), { level: 6 });
}

/** The file's bytes as base64, how the ledger keeps a file in its saved document (which holds text only). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
