/**
 * What the console may say about a socket failure (issue 17): the name, the length and the reason of a bad frame,
 * never its text, a token in it, a response body or a URL.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { badFrameSummary, failureSummary, maskTokens } from './frame-summary';
import { SocketFrameError, SocketRequestError } from './socket-errors';

const TOKEN = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1aWQiOjQ4MjE5MzcsImV4cCI6MTczMjE5MDcwMH0.k7Pq2Zx9LmN4vB8cR1sT6yW3uE5oA0iD';

describe('a bad frame in the console', () => {
  it('names the event, gives the length and the reason, never the frame nor its token', () => {
    const frame = JSON.stringify({ method: 'balanceUpdate', params: [{ USDT: '10512.33', token: TOKEN }], id: null });
    const line = badFrameSummary(new SocketFrameError(frame, 'balanceUpdate: params.0: expected array'));
    expect(line).toBe(`socket frame dropped (method balanceUpdate, ${frame.length} chars): balanceUpdate: params.0: expected array`);
    expect(line).not.toContain(TOKEN);
    expect(line).not.toContain('10512.33');
  });

  it('says a cut frame is longer, and masks a token that reached the reason', () => {
    const frame = JSON.stringify({ event: 'investment', data: 'x'.repeat(400) }).slice(0, 300);
    const line = badFrameSummary(new SocketFrameError(frame, `unknown event ${TOKEN}`));
    expect(line).toContain('(event investment, 300+ chars)');
    expect(line).not.toContain(TOKEN);
    expect(line).toContain('unknown event [redacted]');
  });

  it('names no method of a frame that is not JSON', () => {
    const frame = `{"result": "${TOKEN}`;
    expect(badFrameSummary(new SocketFrameError(frame, 'not JSON'))).toBe(
      `socket frame dropped (unnamed frame, ${frame.length} chars): not JSON`,
    );
  });
});

describe('a failure in the console', () => {
  it('says what failed without the frame, the body or the message that could hold a token', () => {
    const frameError = new SocketFrameError(`{"id":1,"result":{"token":"${TOKEN}"}}`, 'server.auth reply: result: expected object');
    const lines = [
      failureSummary(frameError),
      failureSummary(new SocketRequestError('server.auth', 6, `invalid token ${TOKEN}`)),
      failureSummary(new ApiError(500, { data: { token: TOKEN } }, `https://exchange.test/v2/ws-token?t=${TOKEN}`)),
      failureSummary(new Error(`boom ${TOKEN}`)),
      failureSummary(TOKEN),
    ];
    expect(lines.slice(1)).toEqual(['SocketRequestError (server.auth, code 6)', 'ApiError (request, status 500)', 'Error', 'string']);
    for (const line of lines) expect(line).not.toContain(TOKEN);
  });

  it('masks long opaque runs only', () => {
    expect(maskTokens('params.0.amount: invalid decimal (^-?\\d+(\\.\\d+)?$)')).toBe(
      'params.0.amount: invalid decimal (^-?\\d+(\\.\\d+)?$)',
    );
    expect(maskTokens(`token ${TOKEN} and 4e7b1c9d2a5f8e3b6c0d1a4f7e2b9c5d`)).toBe('token [redacted] and [redacted]');
  });
});
