// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
/**
 * The sanitiser in happy-dom, the component tests' DOM (see safe-html.suite.tsx). happy-dom runs no scripts
 * here (and DOMPurify is not made for it: mocks/testing/happy-dom-node-name.ts and the sanitiser's rounds make
 * it work): whether a payload runs is checked in safe-html.jsdom.test.tsx.
 */
import { safeHtmlSuite } from './safe-html.suite';

safeHtmlSuite({ scriptsRun: false });
