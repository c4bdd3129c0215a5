// @vitest-environment jsdom
/**
 * The sanitiser in jsdom (see safe-html.suite.tsx): its parser is the HTML standard's, as a browser's, which
 * is what the mutation-XSS payloads play on. Vitest's jsdom runs scripts and inline handlers.
 */
import { safeHtmlSuite } from './safe-html.suite';

safeHtmlSuite({ scriptsRun: true });
