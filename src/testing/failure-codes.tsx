/**
 * The checks every range of failure codes shares (issues 20 and 21: "each code shows its message"): each code of the
 * ranges is in the catalogue with an en and a tr message of its own; a contract call the catalogue names under a
 * code, answered with that code by the server (msw), reaches the kernel's error and the shared failed-to-fetch
 * toast titled with the code's translated message in both languages; a code no call reports is toasted with its
 * message where a screen names it (a range may instead require a call for every code: `everyCodeCalled`). A test file
 * calls `describeFailureCodes` and adds its screens' own cases, each driving a real screen whose call fails with its
 * code in en and in tr (`failsInBothLanguages`); it hands over its msw server (src/ never imports mocks/ itself).
 * `describeScreenFailures` does the same for a list of cases at once, where the screen may say the code's message on
 * the page (a call that fails where its data belongs) rather than in a toast.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operations } from '../../generated/api/operations';
import { ErrorCode, failedToCodeOfCall } from '../../generated/errors/error-codes';
import messagesEn from '../../generated/errors/messages.en.json';
import messagesTr from '../../generated/errors/messages.tr.json';
import { failedToFetchToast } from '../lib/errors/failed-to-fetch';
import { httpClient } from '../lib/http/http-client';
import { i18next } from '../lib/i18n/i18n';
import { notify } from '../lib/toast/toast';
import { renderScreen } from './render';
import { serverConfigHandler } from './server-config';

export type CodeRange = readonly [low: number, high: number];
/** The test file's msw server (mocks/node). */
export interface MswServer {
  use(...handlers: RequestHandler[]): void;
}

export const enMessage = (code: number): string | undefined => (messagesEn.code as Record<string, string>)[code];
export const trMessage = (code: number): string | undefined => (messagesTr.code as Record<string, string>)[code];
export type TestLocale = 'en' | 'tr';
export const messageIn = (locale: TestLocale, code: number): string | undefined => (locale === 'en' ? enMessage : trMessage)(code);
/** The failed-to-fetch toast's title: the message without its full stop, and the code. */
export const toastTitle = (message: string, code: number): string => `${message.replace(/[.!]$/, '')} (${code})`;

/** A concrete path of an operation: every parameter a plain value. */
const concrete = (path: string) => path.replace(/\{[^}]*\}/g, 'USDT');

/** msw: the call answers 500 with `code`. */
export const failingWith = (method: string, path: string, code: number) =>
  http[method.toLowerCase() as 'get' | 'post' | 'delete' | 'put' | 'patch'](`*${concrete(path)}`, () =>
    HttpResponse.json({ code, message: 'The server failed.' }, { status: 500 }),
  );

/** msw: the call answers 500 with `code`, whatever its path parameters. */
const failingAnyWith = (method: string, path: string, code: number) =>
  http[method.toLowerCase() as 'get' | 'post' | 'delete' | 'put' | 'patch'](`*${path.replace(/\{([^}]*)\}/g, ':$1')}`, () =>
    HttpResponse.json({ code, message: 'The server failed.' }, { status: 500 }),
  );

/** The error toast, spied on (and kept from drawing) for every test of the file. */
export function spyOnErrorToasts(server: MswServer) {
  const spy = { toasts: undefined as unknown as ReturnType<typeof vi.spyOn> };
  beforeEach(() => {
    spy.toasts = vi.spyOn(notify, 'error').mockImplementation(() => undefined as never);
    server.use(serverConfigHandler());
  });
  afterEach(() => vi.restoreAllMocks());
  return spy;
}

/**
 * A real screen whose call fails with `code`, once in en and once in tr: `run(locale)` renders the screen in that
 * language (renderScreen's `locale`), makes the call fail (failingWith) and drives it, then checks what it must keep
 * (what was typed). Each time the error toast must be titled with the code's message in that language.
 */
export async function failsInBothLanguages(
  spy: ReturnType<typeof spyOnErrorToasts>,
  code: number,
  run: (locale: TestLocale) => Promise<void>,
): Promise<void> {
  for (const locale of ['en', 'tr'] as const) {
    cleanup();
    spy.toasts.mockClear();
    await run(locale);
    const title = toastTitle(messageIn(locale, code)!, code);
    await waitFor(() => expect(spy.toasts.mock.calls.map((call: unknown[]) => call[0])).toContain(title));
  }
  await i18next.changeLanguage('en');
}

export interface FailureCodeOptions {
  /** Every code of the ranges must be reported by a contract call (none is only named by a screen). */
  everyCodeCalled?: boolean;
}

export function describeFailureCodes(
  title: string,
  ranges: readonly CodeRange[],
  server: MswServer,
  { everyCodeCalled = false }: FailureCodeOptions = {},
): void {
  const codes = (Object.values(ErrorCode) as (number | string)[])
    .filter((code): code is number => typeof code === 'number')
    .filter((code) => ranges.some(([low, high]) => code >= low && code <= high))
    .sort((a, b) => a - b);
  const callsOf = (code: number) => operations.filter((op) => failedToCodeOfCall(op.method, op.path) === code);

  describe(title, () => {
    const spy = spyOnErrorToasts(server);

    it('are all in the catalogue, each with an en and a tr message of its own', () => {
      const missing = ranges
        .flatMap(([low, high]) => Array.from({ length: high - low + 1 }, (_, i) => low + i))
        .filter((c) => !codes.includes(c));
      expect(missing).toEqual([]);
      for (const code of codes) {
        expect(enMessage(code), `${code} en`).toMatch(/\S/);
        expect(trMessage(code), `${code} tr`).toMatch(/\S/);
        expect(trMessage(code), `${code}: tr is not en`).not.toBe(enMessage(code));
      }
    });

    if (everyCodeCalled)
      it('are each reported by a contract call the catalogue names under it', () => {
        expect(codes.filter((code) => callsOf(code).length === 0)).toEqual([]);
      });

    it.each(codes.filter((code) => callsOf(code).length > 0))(
      '%i: a failed call the catalogue names under it is toasted with its message, in en and tr',
      async (code) => {
        await renderScreen(<p>probe</p>);
        for (const op of callsOf(code)) {
          server.use(failingWith(op.method, op.path, code));
          for (const [locale, message] of [
            ['en', enMessage(code)!],
            ['tr', trMessage(code)!],
          ] as const) {
            await i18next.changeLanguage(locale);
            spy.toasts.mockClear();
            const error = await httpClient(concrete(op.path), {
              method: op.method,
              ...(op.method === 'GET' ? {} : { body: '{}' }),
              suppressNotification: true,
            }).then(
              () => undefined,
              (e: unknown) => e,
            );
            expect(error, `${op.method} ${op.path}`).toBeDefined();
            failedToFetchToast(error);
            await waitFor(() => expect(spy.toasts).toHaveBeenCalled());
            expect(spy.toasts.mock.calls[0]![0], `${op.method} ${op.path} (${locale})`).toBe(toastTitle(message, code));
          }
        }
        await i18next.changeLanguage('en');
      },
    );

    const screenOnly = codes.filter((code) => callsOf(code).length === 0);
    if (screenOnly.length > 0)
      it.each(screenOnly)('%i: named by a screen, the toast says its message', async (code) => {
        await renderScreen(<p>probe</p>);
        failedToFetchToast(new Error('Failed to fetch'), code as ErrorCode);
        await waitFor(() =>
          expect(spy.toasts).toHaveBeenCalledWith(toastTitle(enMessage(code)!, code), undefined, { id: `failed-to-fetch-${code}` }),
        );
      });
  });
}

/** A real screen whose call the server answers with a failure code. */
export interface ScreenFailureCase {
  code: number;
  /** The call that fails (one the catalogue names under the code), as the contract writes it. */
  call: readonly [method: string, path: string];
  /** What the screen reads besides the failing call. */
  handlers: () => RequestHandler[];
  screen: () => ReactElement;
  /** The route the screen is drawn on. */
  path: string;
  /**
   * Types into the screen (with language-independent selectors: it runs in en and in tr) and leads it to the call;
   * answers a check that what was typed is still there.
   */
  drive: () => Promise<() => void>;
}

/**
 * For each case, in en and in tr: the screen is drawn, its call answers 500 with the code, and the screen (inline or
 * in its toast) says the code's catalogue message in that language, with the code; what was typed stays.
 */
export function describeScreenFailures(title: string, cases: readonly ScreenFailureCase[], server: MswServer): void {
  describe(title, () => {
    const spy = spyOnErrorToasts(server);
    it.each(cases.map((c) => [c.code, c] as const))(
      '%i: the screen says its message in en and tr, and keeps what was typed',
      async (code, c) => {
        const [method, path] = c.call;
        expect(failedToCodeOfCall(method, path), `${method} ${path} is named under ${code}`).toBe(code);
        for (const [locale, message] of [
          ['en', enMessage(code)!],
          ['tr', trMessage(code)!],
        ] as const) {
          spy.toasts.mockClear();
          // msw asks the handlers given first before the rest: the failing call before the screen's own answers.
          server.use(failingAnyWith(method, path, code), ...c.handlers());
          const { unmount } = await renderScreen(c.screen(), { locale, path: c.path });
          const kept = await c.drive();
          const said = toastTitle(message, code);
          await waitFor(
            () => {
              const toasted = spy.toasts.mock.calls.some((call: unknown[]) => call[0] === said);
              expect(toasted || screen.queryAllByText(said, { exact: false }).length > 0, `${code} (${locale}): ${said}`).toBe(true);
            },
            { timeout: 5_000 },
          );
          kept();
          unmount();
        }
        await i18next.changeLanguage('en');
      },
    );
  });
}
