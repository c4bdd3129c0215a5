/**
 * Counted checks for the data-driven browser tests: each check runs a Playwright assertion; a failing one is
 * recorded with its label and the test goes on, so one run reports every failing route. The test ends with
 * one assertion on the list of failures and prints how many checks it made.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { routeKey } from '../../src/lib/routing/route-keys';

const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

export class Checks {
  count = 0;
  readonly failures: string[] = [];

  async that(label: string, assertion: () => unknown): Promise<void> {
    this.count++;
    try {
      await assertion();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Playwright's messages carry colour codes and a call log: keep the first lines without them.
      const plain = message.replace(ANSI_COLOUR, '').split('\n').filter(Boolean).slice(0, 4).join(' | ');
      this.failures.push(`${label}: ${plain}`);
    }
  }
}

type Messages = Record<string, unknown>;
const readLocale = (locale: string, ns: string): Messages =>
  JSON.parse(readFileSync(join(process.cwd(), 'locales', locale, `${ns}.json`), 'utf8')) as Messages;

export type Locale = 'en' | 'tr';
export const LOCALES: readonly Locale[] = ['en', 'tr'];
const pages = { en: readLocale('en', 'pages'), tr: readLocale('tr', 'pages') };
const common = { en: readLocale('en', 'common'), tr: readLocale('tr', 'common') };

/** The translated title of a table route (`pages` namespace). */
export function pageTitle(path: string, locale: Locale = 'en'): string | undefined {
  return (pages[locale][routeKey(path)] as { title?: string } | undefined)?.title;
}

/** A message of the `common` namespace by its dotted key. */
export function commonText(key: string, locale: Locale = 'en'): string {
  let value: unknown = common[locale];
  for (const part of key.split('.')) value = (value as Messages | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no common message ${key} in ${locale}`);
  return value;
}

/** A key's shape: identifier segments joined by `.` (or `ns:` first), `/` allowed before the dots (`fees/$type.title`). */
const KEY_SHAPE = /^(?:[a-z][\w-]*:)?[a-z][\w$-]*(?:\/[\w$-]+)*(?:\.[a-zA-Z$][\w$-]*)+$|^[a-z][\w-]*:[a-z][\w$-]*$/;
/** Dotted words that are no keys: host names and file names the pages show. */
const NOT_A_KEY = /\.(example|com|net|org|io|me|app|dev|info|eu|tr|kz|ge|au|xml|json|js|css|svg|png|pdf|html)$/i;

/** Whether one token (no spaces) is shaped like an i18n key rather than a word: `login.email`, `home:hero.title`. */
export function isKeyLike(token: string): boolean {
  if (!KEY_SHAPE.test(token) || NOT_A_KEY.test(token)) return false;
  // Abbreviations (`e.g`, `i.e`) have one-letter parts; keys do not.
  return token.split(/[.:/]/).every((part) => part.length >= 2);
}

/** The key-looking tokens of a text (trailing punctuation removed): `reset.noToken reset.again` → both. */
export function rawKeysIn(text: string): string[] {
  return text
    .split(/\s+/)
    .map((token) => token.replace(/^[("'«“]+|[)"'»”,;:!?.…]+$/g, ''))
    .filter((token) => token && isKeyLike(token));
}

/** The path, query and hash of the page's URL. */
export function here(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search + url.hash;
}
