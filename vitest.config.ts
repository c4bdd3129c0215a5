/**
 * Vitest: unit tests (node) for kernels, generators, scripts and mocks; component tests (happy-dom)
 * for screens, *.test.tsx, served by the generated MSW handlers through msw/node; *.jsdom.test.tsx in a jsdom
 * window the file makes itself.
 */
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const shared = {
  define: { __MOCK_BACKEND__: 'false' },
};

// Ceilings for a test and a hook as a whole, set for a busy machine (CI's 2 cores shared with other jobs ran the suite
// 4 times slower than alone, and single tests far more: a 2-core machine at a load of 20 took 280 s for one test of
// generate.test.ts). A ceiling only ends a test that hangs: a passing test takes no longer for it. Waits inside a test
// have their own ceiling (src/testing/wait.ts), below these; a test gives no timeout of its own unless it needs more.
const UNIT_CEILING_MS = 600_000;
const COMPONENT_CEILING_MS = 300_000;
// Every project: dynamic imports settle before a test ends (mocks/testing/setup-all-tests.ts).
const SETUP_ALL = 'mocks/testing/setup-all-tests.ts';

export default defineConfig({
  plugins: [react()],
  ...shared,
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine. Many tests wait on
    // child processes (generate, Prism, the conformance CLI), so a worker per core keeps both cores busy.
    maxWorkers: Math.max(2, availableParallelism()),
    reporters: process.env.CI ? ['default', 'junit'] : ['default'],
    outputFile: { junit: 'reports/vitest-junit.xml' },
    projects: [
      {
        ...shared,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'mocks/**/*.test.ts',
            'regions/**/*.test.ts',
            'locales/**/*.test.ts',
            'contracts/**/*.test.ts',
          ],
          setupFiles: [SETUP_ALL],
          testTimeout: UNIT_CEILING_MS,
          hookTimeout: UNIT_CEILING_MS,
        },
      },
      {
        ...shared,
        plugins: [react()],
        test: {
          name: 'component',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx'],
          exclude: ['src/**/*.jsdom.test.tsx'],
          setupFiles: [SETUP_ALL, 'mocks/testing/setup-component-tests.ts'],
          testTimeout: COMPONENT_CEILING_MS,
          hookTimeout: COMPONENT_CEILING_MS,
        },
      },
      {
        ...shared,
        plugins: [react()],
        test: {
          // Tests in the HTML standard's parser: the file makes its own jsdom window before it imports what it tests.
          // Not vitest's jsdom environment: a worker's start, environment included, has a fixed 60 s limit in vitest,
          // and loading jsdom took longer than that on a loaded machine.
          name: 'jsdom',
          environment: 'node',
          include: ['src/**/*.jsdom.test.tsx'],
          setupFiles: [SETUP_ALL],
          testTimeout: COMPONENT_CEILING_MS,
          hookTimeout: COMPONENT_CEILING_MS,
        },
      },
    ],
  },
});
