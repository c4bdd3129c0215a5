/**
 * What the console may say about a socket failure (issue 17). Frames carry socket tokens (server.auth), balances
 * and orders; errors may carry a frame or a response body. The console gets a redacted summary only: the method or
 * event name, the frame's length and the kernel's reason (contract paths and expectations, never values), with
 * anything that looks like a token masked; never the frame's text, a body, a URL's query or a token.
 */
import { ApiError, operationName } from '../http/errors';
import { SocketFrameError, SocketRequestError } from './socket-errors';

/** The kernel keeps at most this much of a bad frame (socket-connection.ts): a longer one was cut there. */
const KEPT_FRAME_CHARS = 300;
const MAX_REASON_CHARS = 200;
/** A method or event name of the AsyncAPI documents: `depth.update`, `server.auth`, `balanceUpdate`. */
const NAME = /"(method|event)"\s*:\s*"([A-Za-z][\w.]{0,63})"/;
/** A long opaque run (a JWT, an API key, a hex or base64 token): masked wherever it appears. */
const TOKEN_LIKE = /[A-Za-z0-9_\-+/=]{24,}(?:\.[A-Za-z0-9_\-+/=]{8,}){0,2}/g;

export function maskTokens(text: string): string {
  return text.replace(TOKEN_LIKE, '[redacted]');
}

/** `socket frame dropped: depth.update, 2418+ chars: depth.update: params.0: expected boolean`. */
export function badFrameSummary(error: SocketFrameError): string {
  const name = NAME.exec(error.frame);
  const what = name ? `${name[1]} ${name[2]}` : 'unnamed frame';
  const length = error.frame.length >= KEPT_FRAME_CHARS ? `${KEPT_FRAME_CHARS}+` : String(error.frame.length);
  return `socket frame dropped (${what}, ${length} chars): ${maskTokens(error.reason.slice(0, MAX_REASON_CHARS))}`;
}

/** One line for a failure whose object may hold a frame, a body or a token (the socket's authorization). */
export function failureSummary(error: unknown): string {
  if (error instanceof SocketFrameError) return badFrameSummary(error);
  if (error instanceof SocketRequestError) return `${error.name} (${error.method}, code ${error.code})`;
  if (error instanceof ApiError)
    return `${error.name} (${error.operation ? operationName(error.operation) : 'request'}, status ${error.status})`;
  if (error instanceof Error) return error.name;
  return typeof error;
}
