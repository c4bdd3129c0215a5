/**
 * Component tests: the generated MSW handlers answer every call through msw/node, the http kernel
 * runs for real against them, and translations load from locales/ as in the app.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { WAIT_CEILING_MS } from '../../src/testing/wait';
import { AMOUNT_RULE } from '../../src/ui/amount-field';
import { mockServer } from '../node';
import { patchHappyDomNodeName } from './happy-dom-node-name';

// findBy* and waitFor poll their condition until this ceiling (default 1000 ms): a screen that shows in 50 ms alone
// can take seconds on a busy machine. A ceiling, not a delay: a passing wait returns as soon as its condition holds.
configure({ asyncUtilTimeout: WAIT_CEILING_MS });

// The build-time constant of vite.config.ts: vitest's `define` does not reach every transformed module here,
// so the screens that read it (the login form's demo button) find it on the global object: no mock backend.
(globalThis as { __MOCK_BACKEND__?: boolean }).__MOCK_BACKEND__ ??= false;

// DOMPurify (src/ui/safe-html.tsx) needs the node names a browser gives it.
patchHappyDomNodeName();

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
// The amount fields' rule is a chunk of its own, loaded when a field shows: a test that types and submits at once
// would otherwise race that import (a busy machine loses it). It is loaded before the tests, as a condition.
beforeAll(async () => {
  await AMOUNT_RULE.load();
});
afterEach(() => {
  mockServer.resetHandlers();
  cleanup();
});
afterAll(() => mockServer.close());
