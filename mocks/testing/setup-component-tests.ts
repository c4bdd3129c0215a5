/**
 * Component tests: the generated MSW handlers answer every call through msw/node, the http kernel
 * runs for real against them, and translations load from locales/ as in the app.
 */
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer } from '../node';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockServer.resetHandlers();
  cleanup();
});
afterAll(() => mockServer.close());
