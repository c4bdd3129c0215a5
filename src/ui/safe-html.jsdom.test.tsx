/**
 * The sanitiser in jsdom (see safe-html.suite.tsx): its parser is the HTML standard's, as a browser's, which
 * is what the mutation-XSS payloads play on, and it runs scripts and inline handlers (runScripts: 'dangerously'),
 * so a payload that got through would be seen running. The window is made here, in the 'jsdom' project (node
 * environment; vitest.config.ts says why), before React, Testing Library and DOMPurify are imported: they look for
 * a DOM when they load.
 */
import { populateGlobal } from 'vitest/environments';

/** jsdom ships no types (and @types/jsdom is not a dependency): the one constructor used here. */
interface JsdomModule {
  JSDOM: new (html: string, options: Record<string, unknown>) => { window: Window & typeof globalThis };
}
const JSDOM_MODULE: string = 'jsdom';
const { JSDOM } = (await import(/* @vite-ignore */ JSDOM_MODULE)) as JsdomModule;

const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
  url: 'http://localhost:3000/',
  runScripts: 'dangerously',
  pretendToBeVisual: true,
});
populateGlobal(globalThis, dom.window, { bindFunctions: true });

const { safeHtmlSuite } = await import('./safe-html.suite');
safeHtmlSuite({ scriptsRun: true });
