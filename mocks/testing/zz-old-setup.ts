/**
 * Component tests: the generated MSW handlers answer every call through msw/node, the http kernel
 * runs for real against them, and translations load from locales/ as in the app.
 */
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer } from '../node';
import { patchHappyDomNodeName } from './happy-dom-node-name';

// The build-time constant of vite.config.ts: vitest's `define` does not reach every transformed module here,
// so the screens that read it (the login form's demo button) find it on the global object: no mock backend.
(globalThis as { __MOCK_BACKEND__?: boolean }).__MOCK_BACKEND__ ??= false;

// DOMPurify (src/ui/safe-html.tsx) needs the node names a browser gives it.
patchHappyDomNodeName();

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockServer.resetHandlers();
  cleanup();
});
afterAll(() => mockServer.close());
