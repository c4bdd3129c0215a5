// ESLint: TypeScript and React hooks rules, plus the import rules of docs/architecture.md:
// - no network calls or API URL strings in src/ outside the two kernels (src/lib/http, src/lib/socket);
// - src/ never imports mocks/ statically (the dev-only dynamic imports in src/app/start-app.tsx are allowed);
// - generated/ imports only the two kernels from src/ (checked by scripts/generate/generated-imports.test.ts: generated/ is not linted);
// - a feature never imports another feature.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const FEATURE_ZONES = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'A feature does not import another feature: move what they share to src/ui or src/lib.',
}));
const MOCKS_ZONE = {
  target: './src',
  from: './mocks',
  message: 'src/ never imports mocks/: the mock backend starts through the dev-only dynamic imports in src/app/start-app.tsx.',
};

const KERNELS = ['src/lib/http/**', 'src/lib/socket/**'];
const API_PATH = String.raw`^\/(v2|v3|api|internal|oauth2|logout)(\/|$)`;

export default tseslint.config(
  {
    ignores: [
      'generated/**',
      '.generated-staging/**',
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'mocks/worker/**',
      'reports/**',
      'test-results*/**',
      'playwright-report*/**',
      'coverage/**',
      'dist-docs/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['*.js'],
    languageOptions: { globals: { URL: 'readonly', process: 'readonly', console: 'readonly' } },
  },
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [MOCKS_ZONE, ...FEATURE_ZONES] }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: 'generated/api(/index)?$', message: 'Import the tag file (generated/api/<tag>/<tag>), not the barrel.' },
            { regex: 'generated/api/model$', message: 'Import the schema file (generated/api/model/<name>.zod), not the barrel.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...KERNELS, 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call a generated hook; only src/lib/http talks to the network.' },
        { name: 'WebSocket', message: 'Use the generated socket client; only src/lib/socket opens sockets.' },
        { name: 'XMLHttpRequest', message: 'Call a generated hook; only src/lib/http talks to the network.' },
        { name: 'EventSource', message: 'Use the generated socket client.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='fetch'][object.name=/^(window|globalThis|self)$/]",
          message: 'Call a generated hook; only src/lib/http talks to the network.',
        },
        {
          selector: "NewExpression[callee.property.name='WebSocket']",
          message: 'Use the generated socket client; only src/lib/socket opens sockets.',
        },
        {
          selector: `Literal[value=/${API_PATH}/]`,
          message: 'No API URL in src/: the generated client builds every URL from the contract.',
        },
        {
          selector: `TemplateElement[value.raw=/${API_PATH}/]`,
          message: 'No API URL in src/: the generated client builds every URL from the contract.',
        },
      ],
    },
  },
  {
    // Tests may serve the mock backend through msw/node; features still stay apart.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: FEATURE_ZONES }] },
  },
  {
    files: ['src/app/start-app.tsx'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
);
