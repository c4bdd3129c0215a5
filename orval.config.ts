/**
 * orval: from the bundled OpenAPI contract to TanStack Query hooks (fetch through the http kernel),
 * zod schemas (types are inferred from them) and MSW handlers with faker. Run through `npm run generate`.
 */
import { readFileSync } from 'node:fs';
import { defineConfig } from 'orval';
import { parse } from 'yaml';
import { orvalInput } from './scripts/generate/inline-responses.ts';
import { decimalMockOverrides } from './scripts/generate/mock-overrides.ts';

// scripts/generate.ts writes into a staging folder (GENERATED_DIR) and swaps it in when every step succeeded.
const OUT = `./${process.env.GENERATED_DIR ?? 'generated'}`;
const BUNDLE = `${OUT}/openapi/openapi.yaml`;
const bundle = parse(readFileSync(BUNDLE, 'utf8'));
/**
 * Lists a tab reads page after page as the user scrolls (a history of any length): these also get a
 * use…Infinite hook, its page parameter the web API's `offset`.
 */
const INFINITE_LISTS = ['listBalanceTransfers'];
function withInfiniteLists<T extends Record<string, object>>(operations: T): Record<string, object> {
  const out: Record<string, object> = { ...operations };
  for (const id of INFINITE_LISTS) out[id] = { ...out[id], query: { useInfinite: true, useInfiniteQueryParam: 'offset' } };
  return out;
}
const header = () => ['Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.'];

export default defineConfig({
  api: {
    input: { target: BUNDLE, override: { transformer: orvalInput } },
    output: {
      mode: 'tags-split',
      target: `${OUT}/api/endpoints.ts`,
      schemas: { path: `${OUT}/api/model`, type: 'zod' },
      client: 'react-query',
      httpClient: 'fetch',
      clean: false,
      // Every path parameter goes through encodeURIComponent in the generated URL builders, so a value such as
      // `../../v2/settings/delete-account?x=` stays inside its segment (`/`, `?` and `#` are escaped); the
      // kernel refuses what encoding cannot escape (a `.` or `..` segment, src/lib/http/request-path.ts).
      urlEncodeParameters: true,
      mock: { generators: [{ type: 'msw', useExamples: false, delay: false }] },
      override: {
        header,
        includeZodSchemaInArguments: true,
        // zod/mini: the same validation with a tree-shakable API, about 18 kB gzip less in every page's shell.
        zod: { variant: 'mini' },
        mutator: { path: './src/lib/http/http-client.ts', name: 'httpClient' },
        query: { signal: true, runtimeValidation: true },
        fetch: { includeHttpResponseReturnType: false, runtimeValidation: true },
        operations: withInfiniteLists(decimalMockOverrides(bundle)),
      },
    },
  },
  validators: {
    input: { target: BUNDLE, override: { transformer: orvalInput } },
    output: {
      mode: 'tags-split',
      target: `${OUT}/api/validators.ts`,
      fileExtension: '.zod.ts',
      client: 'zod',
      clean: false,
      override: {
        header,
        zod: {
          variant: 'mini',
          generate: { param: true, query: true, header: true, body: true, response: true },
          generateEachHttpStatus: true,
        },
      },
    },
  },
});
