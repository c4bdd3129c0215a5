/**
 * The error catalogue generator: contracts/errors/catalogue.yaml -> generated/errors.
 * Checks the catalogue against its schema, that codes and names are unique and that every declared
 * range is complete, then writes the code enums, the lookup and the en and tr messages.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { GENERATED_HEADER } from './header.ts';

export interface CatalogueEntry {
  code: number | string;
  name: string;
  area: string;
  reaction: string;
  spec?: string;
  assumption?: boolean;
  message: { en: string; tr: string };
}
export interface Catalogue {
  version: string;
  areas: Record<string, { title: string; ranges?: [number, number][]; calls?: string[] }>;
  codes: CatalogueEntry[];
}

export const LOCALES = ['en', 'tr'] as const;

export function readCatalogue(root: string): Catalogue {
  return parse(readFileSync(join(root, 'contracts/errors/catalogue.yaml'), 'utf8')) as Catalogue;
}

/** Every rule the catalogue must keep; returns the problems found (empty when sound). */
export function checkCatalogue(root: string, catalogue: Catalogue): string[] {
  const schema = JSON.parse(readFileSync(join(root, 'contracts/errors/catalogue.schema.json'), 'utf8'));
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const validate = ajv.compile(schema);
  const problems: string[] = [];
  if (!validate(catalogue)) problems.push(...(validate.errors ?? []).map((e) => `schema: ${e.instancePath} ${e.message}`));
  if (problems.length) return problems;

  const codes = new Map<string, CatalogueEntry>();
  const names = new Set<string>();
  for (const entry of catalogue.codes) {
    const key = String(entry.code);
    if (codes.has(key)) problems.push(`code ${key} appears twice`);
    codes.set(key, entry);
    if (names.has(entry.name)) problems.push(`name ${entry.name} appears twice`);
    names.add(entry.name);
    if (!catalogue.areas[entry.area]) problems.push(`code ${key}: unknown area ${entry.area}`);
  }
  for (const [area, { ranges = [] }] of Object.entries(catalogue.areas)) {
    for (const [from, to] of ranges) {
      if (from > to) problems.push(`area ${area}: range ${from}-${to} is reversed`);
      for (let code = from; code <= to; code++) {
        const entry = codes.get(String(code));
        if (!entry) problems.push(`area ${area}: range ${from}-${to} misses ${code}`);
        else if (entry.area !== area) problems.push(`code ${code} lies in the range of ${area} but names area ${entry.area}`);
      }
    }
  }
  return problems;
}

const literal = (code: number | string) => (typeof code === 'number' ? String(code) : `'${code}'`);

export function generateErrors(root: string): void {
  const catalogue = readCatalogue(root);
  const problems = checkCatalogue(root, catalogue);
  if (problems.length) throw new Error(`contracts/errors/catalogue.yaml:\n  ${problems.join('\n  ')}`);

  const entries = [...catalogue.codes].sort((a, b) =>
    typeof a.code === typeof b.code ? (a.code < b.code ? -1 : 1) : typeof a.code === 'number' ? -1 : 1,
  );
  const numeric = entries.filter((e) => typeof e.code === 'number');
  const strings = entries.filter((e) => typeof e.code === 'string');
  const dir = join(root, 'generated/errors');
  mkdirSync(dir, { recursive: true });

  const ts = `${GENERATED_HEADER}
/** Catalogue version ${catalogue.version}: ${numeric.length} numeric and ${strings.length} string codes. */
export const ErrorCode = {
${entries.map((e) => `  ${e.name}: ${literal(e.code)},`).join('\n')}
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
export type ErrorName = keyof typeof ErrorCode;

export type ErrorReaction = ${[...new Set(entries.map((e) => `'${e.reaction}'`))].sort().join(' | ')};
export type ErrorArea = ${Object.keys(catalogue.areas)
    .sort()
    .map((a) => `'${a}'`)
    .join(' | ')};

export interface ErrorDescription {
  readonly code: ErrorCode;
  readonly name: ErrorName;
  readonly area: ErrorArea;
  readonly reaction: ErrorReaction;
  /** i18next key of the message, in the \`errors\` namespace. */
  readonly messageKey: string;
}

const catalogue: Readonly<Record<string, ErrorDescription>> = {
${entries.map((e) => `  ${literal(e.code)}: { code: ${literal(e.code)}, name: '${e.name}', area: '${e.area}', reaction: '${e.reaction}', messageKey: 'errors:code.${e.code}' },`).join('\n')}
};

/** The catalogue entry of a code from a server body, or undefined for a code the catalogue does not know. */
export function describeErrorCode(code: number | string | undefined | null): ErrorDescription | undefined {
  return code == null ? undefined : catalogue[String(code)];
}

export const errorAreas: Readonly<Record<ErrorArea, { readonly title: string; readonly ranges: readonly (readonly [number, number])[] }>> = {
${Object.entries(catalogue.areas)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([id, a]) => `  '${id}': { title: ${JSON.stringify(a.title)}, ranges: ${JSON.stringify(a.ranges ?? [])} },`)
  .join('\n')}
};
`;
  writeFileSync(join(dir, 'error-codes.ts'), ts);

  for (const locale of LOCALES) {
    const messages = Object.fromEntries(entries.map((e) => [String(e.code), e.message[locale]]));
    writeFileSync(join(dir, `messages.${locale}.json`), JSON.stringify({ code: messages }, null, 2) + '\n');
  }
}
