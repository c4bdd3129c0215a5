/**
 * The socket kernel: one connection that every generated socket call and subscription goes through.
 * It carries the behaviour of spec sections 4, 7 and 9 once: status 0/1/2, authorization 0-3 with retry
 * after 0.5 s x 1.5^n, ping after 50 s idle, reconnect after min(1 s x 2^n, 10 s) + 0.3-2 s jitter and when
 * the browser comes back online, resubscription of every live channel after a reconnect, and validation of
 * every incoming frame (a bad frame is reported and dropped, never thrown into the page).
 */
import type { ZodType } from 'zod';
import { SocketClosedError, SocketErrorCode, SocketFrameError, SocketRequestError } from './socket-errors';

export const SocketStatus = { Initial: 0, Connecting: 1, Open: 2 } as const;
export type SocketStatus = (typeof SocketStatus)[keyof typeof SocketStatus];
export const AuthStatus = { None: 0, InProgress: 1, Done: 2, Failed: 3 } as const;
export type AuthStatus = (typeof AuthStatus)[keyof typeof AuthStatus];

export const PING_IDLE_MS = 50_000;
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_CAP_MS = 10_000;
export const RECONNECT_JITTER_MIN_MS = 300;
export const RECONNECT_JITTER_MAX_MS = 2_000;
export const AUTH_RETRY_BASE_MS = 500;
export const AUTH_RETRY_FACTOR = 1.5;

/** The reconnect delay of spec section 4: min(1 s doubled per attempt, 10 s) plus 0.3-2 s of jitter. */
export function reconnectDelay(attempt: number, random: () => number): number {
  const base = Math.min(RECONNECT_BASE_MS * 2 ** attempt, RECONNECT_CAP_MS);
  return base + RECONNECT_JITTER_MIN_MS + random() * (RECONNECT_JITTER_MAX_MS - RECONNECT_JITTER_MIN_MS);
}

/** The authorization retry delay: 0.5 s times 1.5 to the power of the failures so far. */
export function authRetryDelay(failures: number): number {
  return AUTH_RETRY_BASE_MS * AUTH_RETRY_FACTOR ** failures;
}

/** What a subscription needs to know; generated per `*.subscribe` from the AsyncAPI contract. */
export interface SubscriptionSpec<TParams, TEvent> {
  /** Validator of the subscribe params: a bad call fails here, not on the server. */
  params: ZodType<TParams>;
  subscribe: string;
  unsubscribe: string;
  event: string;
  eventParams: ZodType<TEvent>;
  ackResult: ZodType;
}

export interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface SocketEnvironment {
  url(): string;
  createSocket(url: string): SocketLike;
  /** The token for server.auth, or undefined for a guest (no authorization). */
  token(): Promise<string | undefined>;
  /** Validators of every event frame the server may push, by method. */
  events: Readonly<Record<string, ZodType>>;
  random(): number;
  /** Calls back when the browser comes back online; returns the remover. */
  onOnline(listener: () => void): () => void;
  reactions: {
    /** Error code 7 on a request: a toast titled by the data kind. */
    tooManyRequests(method: string): void;
    /** The token could not be had: the "disconnected" toast with code 1104. */
    authorizationFailed(error: unknown): void;
    /** A frame that is not JSON or breaks the contract: reported, then dropped. */
    badFrame(error: SocketFrameError): void;
  };
}

interface Pending {
  method: string;
  result: ZodType;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface Channel {
  spec: SubscriptionSpec<unknown, unknown>;
  params: unknown;
  listeners: Set<(event: unknown) => void>;
  /** Whether the server holds this subscription on the current connection. */
  live: boolean;
}

type Listener = () => void;

export class SocketConnection {
  private socket: SocketLike | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly outbox: string[] = [];
  private readonly channels = new Map<string, Channel>();
  private readonly changeListeners = new Set<Listener>();
  private reconnectAttempt = 0;
  private authFailures = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private authTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setTimeout> | undefined;
  private removeOnline: (() => void) | undefined;
  private stopped = true;
  private generation = 0;

  status: SocketStatus = SocketStatus.Initial;
  authStatus: AuthStatus = AuthStatus.None;

  constructor(private readonly env: SocketEnvironment) {}

  /** Opens the connection (idempotent) and keeps it open until stop(). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.removeOnline = this.env.onOnline(() => {
      if (this.status !== SocketStatus.Open) {
        clearTimeout(this.reconnectTimer);
        this.open();
      }
    });
    this.open();
  }

  stop(): void {
    this.stopped = true;
    this.removeOnline?.();
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.authTimer);
    clearTimeout(this.pingTimer);
    this.generation++;
    const socket = this.socket;
    this.socket = undefined;
    socket?.close(1000, 'stop');
    this.dropConnection();
  }

  /** Sends a request and resolves with its validated result. Waits for the connection if it is not open. */
  request<T>(method: string, params: unknown, result: ZodType<T>): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { method, result, resolve: resolve as (v: unknown) => void, reject });
      this.send(JSON.stringify({ method, params, id }));
    });
  }

  /**
   * Adds a listener to a channel. The first listener subscribes; new params replace the channel's
   * subscription (the server keeps one per channel). The returned function removes the listener; the
   * server subscription stays until releaseIdle() so that pages of one group share live streams.
   */
  subscribe<TParams, TEvent>(spec: SubscriptionSpec<TParams, TEvent>, params: TParams, listener: (event: TEvent) => void): () => void {
    spec.params.parse(params);
    let channel = this.channels.get(spec.event);
    const changed = !channel || JSON.stringify(channel.params) !== JSON.stringify(params);
    if (!channel) {
      channel = { spec: spec as SubscriptionSpec<unknown, unknown>, params, listeners: new Set(), live: false };
      this.channels.set(spec.event, channel);
    }
    channel.params = params;
    channel.listeners.add(listener as (event: unknown) => void);
    if (changed || !channel.live) this.sendSubscribe(channel);
    return () => {
      channel.listeners.delete(listener as (event: unknown) => void);
    };
  }

  /** Unsubscribes every channel nobody listens to (called on route changes between page groups). */
  releaseIdle(): void {
    for (const [event, channel] of this.channels) {
      if (channel.listeners.size > 0) continue;
      this.channels.delete(event);
      if (channel.live && this.status === SocketStatus.Open) {
        this.request(channel.spec.unsubscribe, [], channel.spec.ackResult).catch(() => undefined);
      }
    }
  }

  /** Subscribes a channel again from scratch: used by stores that detect a sequence gap or a crossed book. */
  resubscribe(event: string): void {
    const channel = this.channels.get(event);
    if (channel) this.sendSubscribe(channel);
  }

  /** Number of channels the server holds for us; the fault tests read it. */
  get liveChannels(): string[] {
    return [...this.channels.entries()].filter(([, c]) => c.live).map(([e]) => e);
  }

  onChange(listener: Listener): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private setStatus(status: SocketStatus, auth: AuthStatus = this.authStatus): void {
    if (status === this.status && auth === this.authStatus) return;
    this.status = status;
    this.authStatus = auth;
    for (const l of this.changeListeners) l();
  }

  private open(): void {
    if (this.stopped) return;
    const generation = ++this.generation;
    this.setStatus(SocketStatus.Connecting, AuthStatus.None);
    let socket: SocketLike;
    try {
      socket = this.env.createSocket(this.env.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (generation !== this.generation) return;
      this.reconnectAttempt = 0;
      this.setStatus(SocketStatus.Open);
      this.touch();
      void this.authorizeThenResubscribe(generation);
    };
    socket.onmessage = (ev) => {
      if (generation !== this.generation) return;
      this.touch();
      this.receive(ev.data);
    };
    socket.onerror = () => undefined;
    socket.onclose = () => {
      if (generation !== this.generation) return;
      this.socket = undefined;
      this.dropConnection();
      this.scheduleReconnect();
    };
  }

  /** Forgets everything tied to the connection that just ended. */
  private dropConnection(): void {
    clearTimeout(this.pingTimer);
    clearTimeout(this.authTimer);
    for (const channel of this.channels.values()) channel.live = false;
    this.outbox.length = 0;
    for (const [id, p] of this.pending) {
      this.pending.delete(id);
      p.reject(new SocketClosedError(p.method));
    }
    this.setStatus(SocketStatus.Initial, AuthStatus.None);
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    const delay = reconnectDelay(this.reconnectAttempt, () => this.env.random());
    this.reconnectAttempt++;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => this.open(), delay);
  }

  private async authorizeThenResubscribe(generation: number): Promise<void> {
    const authorized = await this.authorize(generation);
    if (generation !== this.generation || !authorized) return;
    for (const channel of this.channels.values()) this.sendSubscribe(channel);
    // Requests made while connecting go out once authorized, in the order they were made.
    const queued = this.outbox.splice(0);
    for (const frame of queued) this.socket?.send(frame);
  }

  /** Authorizes a logged-in user; retries after 0.5 s x 1.5^n. Guests stay at status 0 (none). */
  private async authorize(generation: number): Promise<boolean> {
    let token: string | undefined;
    try {
      token = await this.env.token();
    } catch (error) {
      if (generation !== this.generation) return false;
      this.env.reactions.authorizationFailed(error);
      this.setStatus(this.status, AuthStatus.Failed);
      this.retryAuthorization(generation);
      return false;
    }
    if (generation !== this.generation) return false;
    if (!token) {
      this.setStatus(this.status, AuthStatus.None);
      return true;
    }
    this.setStatus(this.status, AuthStatus.InProgress);
    try {
      await this.rawRequest('server.auth', [token, 'web']);
      if (generation !== this.generation) return false;
      this.authFailures = 0;
      this.setStatus(this.status, AuthStatus.Done);
      return true;
    } catch {
      if (generation !== this.generation) return false;
      this.setStatus(this.status, AuthStatus.Failed);
      this.retryAuthorization(generation);
      return false;
    }
  }

  private retryAuthorization(generation: number): void {
    const delay = authRetryDelay(this.authFailures);
    this.authFailures++;
    clearTimeout(this.authTimer);
    this.authTimer = setTimeout(() => void this.authorizeThenResubscribe(generation), delay);
  }

  /** A request sent now, bypassing the outbox (authorization must go before everything else). */
  private rawRequest(method: string, params: unknown): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { method, result: passThrough, resolve, reject });
      this.socket?.send(JSON.stringify({ method, params, id }));
      this.touch();
    });
  }

  private ready(): boolean {
    return (
      this.status === SocketStatus.Open &&
      (this.authStatus === AuthStatus.Done || this.authStatus === AuthStatus.None) &&
      this.outbox.length === 0
    );
  }

  private send(frame: string): void {
    if (this.socket && this.ready() && !this.authorizing) {
      this.socket.send(frame);
      this.touch();
    } else {
      this.outbox.push(frame);
    }
  }

  /** True between open and the end of authorization, while requests wait in the outbox. */
  private get authorizing(): boolean {
    return this.authStatus === AuthStatus.InProgress || this.authStatus === AuthStatus.Failed;
  }

  private sendSubscribe(channel: Channel): void {
    channel.live = false;
    if (this.status !== SocketStatus.Open) return; // resubscribed after open
    const params = channel.params;
    this.request(channel.spec.subscribe, params, channel.spec.ackResult).then(
      () => {
        if (this.channels.get(channel.spec.event) === channel && channel.params === params) channel.live = true;
      },
      () => undefined,
    );
  }

  /** Resets the 50 s idle timer: a ping goes out only when nothing was sent or received for that long. */
  private touch(): void {
    clearTimeout(this.pingTimer);
    if (this.status !== SocketStatus.Open) return;
    this.pingTimer = setTimeout(() => {
      this.rawRequest('server.ping', []).catch(() => undefined);
    }, PING_IDLE_MS);
  }

  private receive(data: unknown): void {
    let frame: unknown;
    try {
      frame = JSON.parse(String(data));
    } catch {
      this.env.reactions.badFrame(new SocketFrameError(String(data).slice(0, 200), 'not JSON'));
      return;
    }
    if (!frame || typeof frame !== 'object') {
      this.env.reactions.badFrame(new SocketFrameError(String(data).slice(0, 200), 'not an object'));
      return;
    }
    const { id, method } = frame as { id?: unknown; method?: unknown };
    if (typeof method === 'string' && (id === null || id === undefined)) {
      this.receiveEvent(method, frame, String(data));
      return;
    }
    if (typeof id === 'number' && this.pending.has(id)) {
      this.receiveReply(id, frame as { result?: unknown; error?: unknown }, String(data));
      return;
    }
    this.env.reactions.badFrame(new SocketFrameError(String(data).slice(0, 200), 'neither an event nor the reply to a pending request'));
  }

  private receiveEvent(method: string, frame: unknown, raw: string): void {
    const validator = this.env.events[method];
    if (!validator) {
      this.env.reactions.badFrame(new SocketFrameError(raw.slice(0, 200), `unknown event ${method}`));
      return;
    }
    const parsed = validator.safeParse(frame);
    if (!parsed.success) {
      this.env.reactions.badFrame(
        new SocketFrameError(
          raw.slice(0, 200),
          `${method}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
        ),
      );
      return;
    }
    const channel = this.channels.get(method);
    if (!channel) return;
    const params = (parsed.data as { params: unknown }).params;
    for (const listener of [...channel.listeners]) {
      try {
        listener(params);
      } catch (error) {
        // A listener's bug must not stop the others or the connection.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  private receiveReply(id: number, frame: { result?: unknown; error?: unknown }, raw: string): void {
    const pending = this.pending.get(id)!;
    this.pending.delete(id);
    if (frame.error != null) {
      const error = frame.error as { code?: unknown; message?: unknown };
      if (typeof error.code !== 'number') {
        const bad = new SocketFrameError(raw.slice(0, 200), `${pending.method}: error without a numeric code`);
        this.env.reactions.badFrame(bad);
        pending.reject(bad);
        return;
      }
      if (error.code === SocketErrorCode.TooManyRequests) this.env.reactions.tooManyRequests(pending.method);
      pending.reject(new SocketRequestError(pending.method, error.code, String(error.message ?? '')));
      return;
    }
    const parsed = pending.result.safeParse(frame.result);
    if (!parsed.success) {
      const bad = new SocketFrameError(
        raw.slice(0, 200),
        `${pending.method} reply: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
      this.env.reactions.badFrame(bad);
      pending.reject(bad);
      return;
    }
    pending.resolve(parsed.data);
  }
}

const passThrough = { safeParse: (data: unknown) => ({ success: true as const, data }) } as unknown as ZodType;
