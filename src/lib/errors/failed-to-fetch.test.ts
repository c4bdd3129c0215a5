/**
 * "Failed to fetch" with the feature's code (spec section 8): each contract call the catalogue lists reports
 * its FailedTo code; the toast's title is the catalogue message and the code, its description the joined
 * error data (sub-accounts: joined by '. ').
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operations } from '../../../generated/api/operations';
import { ErrorCode, errorAreas, failedToCodeOfCall } from '../../../generated/errors/error-codes';
import messagesEn from '../../../generated/errors/messages.en.json';
import messagesTr from '../../../generated/errors/messages.tr.json';
import {
  ApiError,
  ContractViolationError,
  HTMLResponseError,
  QueueError,
  RedirectedResponseError,
  RequestTimeoutError,
} from '../http/errors';
import { notify } from '../toast/toast';
import { waitCeiling } from '../../testing/wait';
import { errorDataText, failedToFetchCode, failedToFetchContent, failedToFetchToast, SUB_ACCOUNT_DATA_SEPARATOR } from './failed-to-fetch';

const translate = (messages: { code: Record<string, string> }) => (key: string) =>
  key.startsWith('errors:code.') ? (messages.code[key.slice('errors:code.'.length)] ?? key) : key;
const en = translate(messagesEn);
const tr = translate(messagesTr);

const shape = (path: string) => path.replace(/\{[^}]*\}/g, '{}');
const markets = { id: 'listTradeMarkets', method: 'GET' as const, path: '/v2/trade/markets', tag: 'trade' };

afterEach(() => vi.restoreAllMocks());

describe('the failed-to-fetch code of a contract call', () => {
  const catalogueCalls = new Map(Object.values(errorAreas).flatMap((a) => a.calls.map((c) => [c.replace(/\{[^}]*\}/g, '{}'), c])));

  it('maps every contract operation the catalogue lists to its code, and no other', () => {
    let mapped = 0;
    for (const op of operations) {
      const code = failedToCodeOfCall(op.method, op.path);
      const listed = catalogueCalls.has(`${op.method} ${shape(op.path)}`);
      if (code !== undefined) mapped++;
      // A call of an area without a code of its own (e.g. a grid bot) reports no FailedTo code.
      if (!listed) expect(code, `${op.method} ${op.path}`).toBeUndefined();
    }
    console.log(`failed-to-fetch codes: ${mapped} of ${operations.length} contract operations have one`);
    expect(failedToCodeOfCall('GET', '/v2/trade/markets')).toBe(ErrorCode.FailedToGetMarkets);
  });

  it('ignores the names of path parameters', () => {
    expect(failedToCodeOfCall('GET', '/v2/profile/address/{type}')).toBe(ErrorCode.FailedToGetDepositAddress);
    expect(failedToCodeOfCall('GET', '/v2/profile/address/{type}/{network}')).toBe(ErrorCode.FailedToGetNetworkDepositAddress);
    expect(failedToCodeOfCall('delete', '/v2/trade/order/{orderId}')).toBe(ErrorCode.FailedToCancelOrder);
    expect(failedToCodeOfCall('GET', '/v2/trade/grid/list')).toBeUndefined();
  });

  it('reads the code from the operation a kernel error carries', () => {
    expect(failedToFetchCode(new ApiError(500, {}, 'u', undefined, markets))).toBe(3201);
    expect(failedToFetchCode(new HTMLResponseError(502, '<html>', 'u', markets))).toBe(3201);
    expect(failedToFetchCode(new RequestTimeoutError(60_000, 'u', markets))).toBe(3201);
    expect(failedToFetchCode(new ContractViolationError(markets, [], 'u'))).toBe(3201);
    expect(failedToFetchCode(new Error('Failed to fetch'))).toBeUndefined();
  });
});

describe('the failed-to-fetch toast content', () => {
  it('titles with the catalogue message and the code, described by the joined error data', () => {
    const error = new ApiError(400, { data: { amount: 'Amount is too small', price: ['Price is too high'] } }, 'u', undefined, markets);
    expect(failedToFetchContent(error, undefined, { t: en })).toEqual({
      title: "Couldn't load the markets (3201)",
      description: 'Amount is too small, Price is too high',
      code: 3201,
    });
    expect(failedToFetchContent(error, ErrorCode.FailedToGetDepositAddress, { t: tr }).title).toBe('Yatırma adresi yüklenemedi (1201)');
  });

  it("joins a sub-account's error data with '. '", () => {
    const error = new ApiError(422, { data: ['Alias is already taken.', 'Sub-account is blocked'] }, 'u');
    expect(errorDataText(error, SUB_ACCOUNT_DATA_SEPARATOR)).toBe('Alias is already taken. Sub-account is blocked.');
  });

  it('falls back to field errors, then to the message, then to nothing', () => {
    expect(errorDataText(new ApiError(422, { errors: { amount: ['Too small'] } }, 'u'))).toBe('Too small');
    expect(errorDataText(new ApiError(500, { message: 'Server Error' }, 'u'))).toBe('Server Error');
    expect(errorDataText(new ApiError(500, undefined, 'u'))).toBeUndefined();
    expect(errorDataText(new QueueError('Semaphore queue is full'))).toBe('Semaphore queue is full');
  });

  it('titles an error without a code by its kind', () => {
    const t = (key: string) => key;
    expect(failedToFetchContent(new TypeError('Failed to fetch'), undefined, { t }).title).toBe('common:errors.network');
    expect(failedToFetchContent(new RequestTimeoutError(3000, 'u'), undefined, { t }).title).toBe('common:errors.timeout');
    expect(failedToFetchContent(new HTMLResponseError(502, '', 'u'), undefined, { t }).title).toBe('common:errors.server');
    expect(failedToFetchContent(new ApiError(404, {}, 'u'), undefined, { t }).title).toBe('common:errors.request');
  });
});

describe('failedToFetchToast', () => {
  it('shows one error toast per code, once the messages are loaded', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    failedToFetchToast(new ApiError(500, { data: ['Try later'] }, 'u'), ErrorCode.FailedToGetBalances);
    await vi.waitFor(
      () => expect(error).toHaveBeenCalledWith(expect.stringContaining('(1230)'), 'Try later', { id: 'failed-to-fetch-1230' }),
      waitCeiling,
    );
  });

  it('stays quiet where the kernel already reacted or the page is leaving', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    for (const status of [401, 429, 451]) failedToFetchToast(new ApiError(status, {}, 'u'), ErrorCode.FailedToGetBalances);
    failedToFetchToast(new RedirectedResponseError('https://x.test', 'u'));
    failedToFetchToast(new DOMException('unmounted', 'AbortError'));
    // A control call after them, instead of a fixed wait: once its toast is shown, any toast of the calls above (which
    // would have been queued before it, behind the same loading of the messages) would have been shown too.
    failedToFetchToast(new ApiError(500, { data: ['control'] }, 'u'), ErrorCode.FailedToGetBalances);
    await vi.waitFor(() => expect(error).toHaveBeenCalled(), waitCeiling);
    expect(error.mock.calls).toEqual([[expect.stringContaining('(1230)'), 'control', { id: 'failed-to-fetch-1230' }]]);
  });
});
