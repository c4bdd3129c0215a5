/**
 * Vitest: unit tests (node) for kernels, generators, scripts and mocks; component tests (happy-dom)
 * for screens, *.test.tsx, served by the generated MSW handlers through msw/node.
 */
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const shared = {
  define: { __MOCK_BACKEND__: 'false' },
};

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
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        ...shared,
        plugins: [react()],
        test: {
          name: 'component',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['mocks/testing/setup-component-tests.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
