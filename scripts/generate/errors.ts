/**
 * The error catalogue generator: contracts/errors/catalogue.yaml -> generated/errors.
 * Checks the catalogue against its schema and the rules a schema cannot say (codes and names unique, every
 * declared range complete and owned by one area, FailedTo names in the ranges, each call owned by its area
 * and by at most one code), then writes the code enums, the lookup, the failed-to-fetch code of each call
 * and the en and tr messages.
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
  /** "METHOD /path" of the calls whose failure this code reports. */
  calls?: string[];
  /** Screens that report this code when a call of another code fails on them. */
  shownBy?: { screen: string; call: string }[];
  message: { en: string; tr: string };
}
export interface CatalogueArea {
  title: string;
  spec?: string;
  ranges?: [number, number][];
  screens?: string[];
  calls?: string[];
}
export interface Catalogue {
  version: string;
  areas: Record<string, CatalogueArea>;
  codes: CatalogueEntry[];
}

/** A call with its path parameters' names dropped: "GET /v2/profile/address/{x}" -> "GET /v2/profile/address/{}". */
export function callShape(call: string): string {
  return call.replace(/\{[^}]*\}/g, '{}');
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
  const rangeOwner = new Map<number, string>();
  for (const [area, { ranges = [] }] of Object.entries(catalogue.areas)) {
    for (const [from, to] of ranges) {
      if (from > to) problems.push(`area ${area}: range ${from}-${to} is reversed`);
      for (let code = from; code <= to; code++) {
        const owner = rangeOwner.get(code);
        if (owner) problems.push(`code ${code} lies in the ranges of both ${owner} and ${area}`);
        rangeOwner.set(code, area);
        const entry = codes.get(String(code));
        if (!entry) problems.push(`area ${area}: range ${from}-${to} misses ${code}`);
        else if (entry.area !== area) problems.push(`code ${code} lies in the range of ${area} but names area ${entry.area}`);
        else if (!entry.name.startsWith('FailedTo')) problems.push(`code ${code} lies in a FailedTo range but is named ${entry.name}`);
      }
    }
  }
  const callOwner = new Map<string, string>();
  for (const entry of catalogue.codes) {
    const areaCalls = new Set((catalogue.areas[entry.area]?.calls ?? []).map(callShape));
    for (const call of entry.calls ?? []) {
      const shape = callShape(call);
      if (!areaCalls.has(shape)) problems.push(`code ${entry.code}: call ${call} is not among the calls of area ${entry.area}`);
      const owner = callOwner.get(shape);
      if (owner) problems.push(`call ${call} reports both ${owner} and ${entry.code}`);
      callOwner.set(shape, String(entry.code));
    }
  }
  const areaOfCall = new Map<string, string>();
  for (const [area, { calls = [] }] of Object.entries(catalogue.areas)) {
    for (const call of calls) {
      const owner = areaOfCall.get(callShape(call));
      if (owner && owner !== area) problems.push(`call ${call} belongs to both ${owner} and ${area}`);
      areaOfCall.set(callShape(call), area);
    }
  }
  const screenCallOwner = new Map<string, string>();
  for (const entry of catalogue.codes) {
    for (const { screen, call } of entry.shownBy ?? []) {
      if (!areaOfCall.has(callShape(call))) problems.push(`code ${entry.code}: shownBy call ${call} is no area's call`);
      if (!(catalogue.areas[entry.area]?.screens ?? []).includes(screen))
        problems.push(`code ${entry.code}: shownBy screen ${screen} is not among the screens of area ${entry.area}`);
      const key = `${screen} ${callShape(call)}`;
      const owner = screenCallOwner.get(key);
      if (owner) problems.push(`call ${call} on ${screen} reports both ${owner} and ${entry.code}`);
      screenCallOwner.set(key, String(entry.code));
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
  const dir = join(root, process.env.GENERATED_DIR ?? 'generated', 'errors');
  mkdirSync(dir, { recursive: true });
  const areaIds = Object.keys(catalogue.areas).sort();
  const reactions = [...new Set(entries.map((e) => e.reaction))].sort();
  if (areaIds.length > 36 || reactions.length > 36) throw new Error('error catalogue: more than 36 areas or reactions');
  const callEntries = entries
    .flatMap((e) => (e.calls ?? []).map((call) => [callShape(call), e.code] as const))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const screenCallEntries = entries
    .flatMap((e) => (e.shownBy ?? []).map(({ screen, call }) => [`${screen} ${callShape(call)}`, e.code] as const))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

  // One export per code, gathered as the ErrorCode namespace: the bundler keeps only the codes a chunk names
  // (ErrorCode.ErrAmount becomes 32), where an object literal would carry all 328 names into every page.
  const values = `${GENERATED_HEADER}
/** Catalogue version ${catalogue.version}: ${numeric.length} numeric and ${strings.length} string codes. Read them as ErrorCode.<Name> from ./error-codes. */
${entries.map((e) => `export const ${e.name} = ${literal(e.code)};`).join('\n')}
`;
  writeFileSync(join(dir, 'error-code-values.ts'), values);

  // The message key in a module of its own: a chunk that only names a message (the kernel's toasts) does not
  // bring the catalogue below with it.
  writeFileSync(
    join(dir, 'error-message-key.ts'),
    `${GENERATED_HEADER}
/** The i18next key of a code's message, in the \`errors\` namespace. */
export const errorMessageKey = (code: number | string): string => \`errors:code.\${code}\`;
`,
  );

  const ts = `${GENERATED_HEADER}
import type * as codes from './error-code-values';
import { errorMessageKey } from './error-message-key';

export { errorMessageKey } from './error-message-key';

/** The catalogue's codes by name (version ${catalogue.version}): ErrorCode.ErrAmount is 32. */
export * as ErrorCode from './error-code-values';
export type ErrorCode = (typeof codes)[keyof typeof codes];
export type ErrorName = keyof typeof codes;

export type ErrorReaction = ${reactions.map((r) => `'${r}'`).join(' | ')};
export type ErrorArea = ${areaIds.map((a) => `'${a}'`).join(' | ')};

export interface ErrorDescription {
  readonly code: ErrorCode;
  readonly name: ErrorName;
  readonly area: ErrorArea;
  readonly reaction: ErrorReaction;
  /** i18next key of the message, in the \`errors\` namespace. */
  readonly messageKey: string;
}

const AREAS: readonly ErrorArea[] = [${areaIds.map((a) => `'${a}'`).join(', ')}];
const REACTIONS: readonly ErrorReaction[] = [${reactions.map((r) => `'${r}'`).join(', ')}];
/**
 * Every code with its name, area and reaction (two base-36 digits each, indexes into AREAS and REACTIONS). Kept
 * apart from the ErrorCode namespace: reading that whole would bring every code into the chunks that name one.
 */
const CODES: readonly ErrorCode[] = [${entries.map((e) => literal(e.code)).join(', ')}];
const NAMES = '${entries.map((e) => e.name).join(' ')}'.split(' ') as ErrorName[];
const KINDS = '${entries.map((e) => areaIds.indexOf(e.area).toString(36) + reactions.indexOf(e.reaction).toString(36)).join('')}';

let catalogue: Map<string, ErrorDescription> | undefined;

function catalogueByCode(): Map<string, ErrorDescription> {
  catalogue ??= new Map(
    CODES.map((code, i) => [
      String(code),
      {
        code,
        name: NAMES[i]!,
        area: AREAS[parseInt(KINDS[2 * i]!, 36)]!,
        reaction: REACTIONS[parseInt(KINDS[2 * i + 1]!, 36)]!,
        messageKey: errorMessageKey(code),
      },
    ]),
  );
  return catalogue;
}

/** The catalogue entry of a code from a server body, or undefined for a code the catalogue does not know. */
export function describeErrorCode(code: number | string | undefined | null): ErrorDescription | undefined {
  return code == null ? undefined : catalogueByCode().get(String(code));
}

export interface ErrorAreaDescription {
  readonly title: string;
  readonly ranges: readonly (readonly [number, number])[];
  /** "METHOD /path" of the area's calls (spec section 7). */
  readonly calls: readonly string[];
}

export const errorAreas: Readonly<Record<ErrorArea, ErrorAreaDescription>> = {
${Object.entries(catalogue.areas)
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(
    ([id, a]) =>
      `  '${id}': { title: ${JSON.stringify(a.title)}, ranges: ${JSON.stringify(a.ranges ?? [])}, calls: ${JSON.stringify(a.calls ?? [])} },`,
  )
  .join('\n')}
};

/**
 * The code a failed call reports in its failed-to-fetch toast, by "METHOD /path" with the path parameters'
 * names dropped ("GET /v2/profile/address/{}").
 */
const failedToCodeByCall: Readonly<Record<string, ErrorCode>> = {
${callEntries.map(([shape, code]) => `  ${JSON.stringify(shape)}: ${literal(code)},`).join('\n')}
};

/**
 * The code a call reports on one screen when the catalogue says so (shownBy: one call serving two tabs), by
 * "<route> METHOD /path".
 */
const failedToCodeByScreenCall: Readonly<Record<string, ErrorCode>> = {
${screenCallEntries.map(([key, code]) => `  ${JSON.stringify(key)}: ${literal(code)},`).join('\n')}
};

/**
 * The catalogue code of a contract call (method and path template), or undefined when it has none. Given the route
 * it failed on (the route table's path), a code the catalogue names for that screen comes first.
 */
export function failedToCodeOfCall(method: string, path: string, screen?: string): ErrorCode | undefined {
  const call = \`\${method.toUpperCase()} \${path.replace(/\\{[^}]*\\}/g, '{}')}\`;
  return (screen === undefined ? undefined : failedToCodeByScreenCall[\`\${screen} \${call}\`]) ?? failedToCodeByCall[call];
}
`;
  writeFileSync(join(dir, 'error-codes.ts'), ts);

  for (const locale of LOCALES) {
    const messages = Object.fromEntries(entries.map((e) => [String(e.code), e.message[locale]]));
    writeFileSync(join(dir, `messages.${locale}.json`), JSON.stringify({ code: messages }, null, 2) + '\n');
  }
}
