/** Errors of the socket kernel: a reply's error, a closed connection, bad params, a frame that breaks the contract. */

/** Error codes of the socket protocol (the contract's SocketErrorCode: published WS-LIMITS codes, spec code 7). */
export const SocketErrorCode = {
  InvalidArgument: 1,
  InternalError: 2,
  ServiceUnavailable: 3,
  MethodNotFound: 4,
  ServiceTimeout: 5,
  RequireAuthentication: 6,
  TooManyRequests: 7,
} as const;
export type SocketErrorCode = (typeof SocketErrorCode)[keyof typeof SocketErrorCode];

export class SocketRequestError extends Error {
  override readonly name = 'SocketRequestError';
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
  ) {
    super(`${method} failed with code ${code}: ${message}`);
  }
}

export class SocketClosedError extends Error {
  override readonly name = 'SocketClosedError';
  constructor(readonly method: string) {
    super(`${method}: the socket closed before the reply`);
  }
}

/** A call whose params break the contract: never sent. */
export class SocketParamsError extends Error {
  override readonly name = 'SocketParamsError';
  constructor(
    readonly method: string,
    readonly reason: string,
  ) {
    super(`${method}: params break the contract: ${reason}`);
  }
}

export class SocketFrameError extends Error {
  override readonly name = 'SocketFrameError';
  constructor(
    readonly frame: string,
    readonly reason: string,
  ) {
    super(`Bad socket frame dropped: ${reason}`);
  }
}
