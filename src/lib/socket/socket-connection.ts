/**
 * The socket kernel: one connection that every generated socket call, subscription and pushed event goes through.
 * It carries the behaviour of spec sections 4, 7 and 9 once:
 *  - status 0 initial, 1 connecting, 2 open; authorization 0 none, 1 in progress, 2 done, 3 failed;
 *  - server.auth [token, "web"] after each open when there is a token, retried after 0.5 s x 1.5^n on failure (each
 *    failure also raises the "disconnected" reaction); private calls wait for it, public ones do not;
 *  - server.ping after 50 s without a frame sent (the server drops a connection idle for 60 s);
 *  - a connection that views watch streams on and that falls silent (no frame for 15 s) is asked with a
 *    server.ping; when nothing at all arrives in the next 10 s it is taken as dead (a half-open connection: the
 *    server or the path to it stopped without a close) and replaced like a dropped one, so the views say
 *    "reconnecting" and "stale since" instead of showing a frozen book as live;
 *  - reconnect after min(1 s x 2^n, 10 s) + 0.3-2 s of jitter, and at once when the browser comes back online;
 *  - one server subscription per stream (the event name), with ref-counted listeners; every stream is subscribed
 *    again after a reconnect, and idle ones are released on route changes (stream-retention.ts);
 *  - every incoming frame parsed and validated against the generated validators: a bad frame is reported and
 *    dropped, never thrown into the page. Events of a stream reach listeners only once the server acknowledged the
 *    subscription they belong to (events in flight from a replaced subscription are dropped);
 *  - what a view needs to say how fresh its data is: health() (connecting, live, reconnecting with the time of the
 *    next attempt, the time the connection was lost) and stream() (acknowledged or not, the time of its last event).
 * It has no UI, router or i18n import: the reactions are injected (src/app/setup-socket.ts).
 */
import * as z from 'zod/mini';
import { describeIssue, type ValidationIssue } from '../errors/validation-issue';
import { socketDataKind, type SocketDataKind } from './socket-data-kinds';
import { SocketClosedError, SocketErrorCode, SocketFrameError, SocketParamsError, SocketRequestError } from './socket-errors';

type ZodType<T = unknown> = z.ZodMiniType<T>;

export const SocketStatus = { Initial: 0, Connecting: 1, Open: 2 } as const;
export type SocketStatus = (typeof SocketStatus)[keyof typeof SocketStatus];
export const AuthStatus = { None: 0, InProgress: 1, Done: 2, Failed: 3 } as const;
export type AuthStatus = (typeof AuthStatus)[keyof typeof AuthStatus];

/**
 * The connection as a view sees it: `idle` not started (or stopped), `connecting` the first connection is opening,
 * `live` open, `reconnecting` the connection was lost (or the first one failed) and another is being tried.
 */
export type ConnectionPhase = 'idle' | 'connecting' | 'live' | 'reconnecting';

export interface ConnectionHealth {
  phase: ConnectionPhase;
  /** Reconnecting and waiting: when the next attempt starts (epoch ms); undefined while a socket is opening. */
  nextAttemptAt: number | undefined;
  /** When the last open connection ended (epoch ms). */
  lostAt: number | undefined;
}

export interface StreamHealth {
  /** Subscribed on this connection, or to be subscribed again once it is back (false: unknown or refused). */
  held: boolean;
  /** The server acknowledged the subscription on the current, open connection: its events are arriving. */
  live: boolean;
  /** When its last event arrived (epoch ms), on this connection or an earlier one. */
  lastEventAt: number | undefined;
}

export const PING_IDLE_MS = 50_000;
/** Watched streams and no frame received for this long: the connection is asked whether it is still there. */
export const SILENCE_PROBE_MS = 15_000;
/** After that question, this long without any frame: the connection is dead and is replaced. */
export const PROBE_DEADLINE_MS = 10_000;
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

/** One request method; generated per query from the AsyncAPI contract. */
export interface RequestSpec<TParams, TResult> {
  method: string;
  params: ZodType<TParams>;
  result: ZodType<TResult>;
  /** server.auth must succeed first (`x-auth: required`). */
  auth?: boolean;
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
  auth?: boolean;
}

/** A pushed `{event, data}` frame (account and web socket events); generated per `x-event`. */
export interface EventSpec<TData> {
  event: string;
  data: ZodType<TData>;
  auth?: boolean;
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
  /** The token for server.auth, or undefined for a guest (no authorization). Called after every open and retry. */
  token(): Promise<string | undefined>;
  /** Validators of every event frame the server may push, by event name (the generated event tables). */
  events: Readonly<Record<string, ZodType>>;
  random(): number;
  /** Calls back when the browser comes back online; returns the remover. */
  onOnline(listener: () => void): () => void;
  reactions: {
    /** Error code 7 on a request: a toast titled by the data kind. */
    tooManyRequests(method: string, kind: SocketDataKind): void;
    /** The token could not be had or was refused: the "disconnected" toast with code 1104. */
    authorizationFailed(error: unknown): void;
    /** A frame that is not JSON or breaks the contract: reported, then dropped. */
    badFrame(error: SocketFrameError): void;
    /** A listener threw; the others and the connection go on. Default: console.error. */
    listenerFailed?(error: unknown, event: string): void;
  };
}

interface Pending {
  method: string;
  result: ZodType;
  /** Called synchronously with the reply, before the next frame is read. */
  settle(error: unknown, value?: unknown): void;
}

interface Queued extends Pending {
  params: unknown;
  auth: boolean;
}

type ChannelState = 'idle' | 'subscribing' | 'live' | 'failed';

interface Channel {
  spec: SubscriptionSpec<unknown, unknown>;
  params: unknown;
  key: string;
  listeners: Set<(event: unknown) => void>;
  state: ChannelState;
  /** The subscribe request in flight: an acknowledgement of an older one is ignored. */
  attempt: object | undefined;
}

type Listener = () => void;

const SocketErrorShape = z.looseObject({ code: z.int(), message: z.optional(z.string()) });
const StatusResult = z.looseObject({ status: z.literal('success') });
const Pong = z.literal('pong');

export class SocketConnection {
  private socket: SocketLike | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private queue: Queued[] = [];
  private readonly channels = new Map<string, Channel>();
  private readonly pushListeners = new Map<string, Set<(data: unknown) => void>>();
  private readonly changeListeners = new Set<Listener>();
  private reconnectAttempt = 0;
  private authFailures = 0;
  /** Private frames may go out on the current connection (authorized, or settled as a guest). */
  private privateOpen = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private authTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setTimeout> | undefined;
  private silenceTimer: ReturnType<typeof setTimeout> | undefined;
  private probeDeadline: ReturnType<typeof setTimeout> | undefined;
  /** When the current connection last received a frame (epoch ms). */
  private lastHeardAt = 0;
  private removeOnline: (() => void) | undefined;
  private stopped = true;
  /** Bumped on every open and drop: callbacks of an older connection see a different value and do nothing. */
  private generation = 0;
  private opened = false;
  private nextAttemptAt: number | undefined;
  private lostAt: number | undefined;
  private healthSnapshot: ConnectionHealth | undefined;
  /** When the last event of each stream or pushed event arrived (epoch ms); kept across reconnects. */
  private readonly lastEvents = new Map<string, number>();

  status: SocketStatus = SocketStatus.Initial;
  authStatus: AuthStatus = AuthStatus.None;

  constructor(private readonly env: SocketEnvironment) {}

  /** Opens the connection (idempotent) and keeps it open until stop(). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.healthSnapshot = undefined;
    this.removeOnline = this.env.onOnline(() => this.online());
    this.open();
  }

  /** Closes for good: pending and queued calls fail, streams are forgotten. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.removeOnline?.();
    clearTimeout(this.reconnectTimer);
    this.closeSocket();
    this.dropConnection();
    const queued = this.queue;
    this.queue = [];
    for (const q of queued) q.settle(new SocketClosedError(q.method));
    this.channels.clear();
    this.nextAttemptAt = undefined;
    this.changed();
  }

  /** Closes the current connection and opens a new one at once (after a login or logout: authorization changes). */
  reconnectNow(): void {
    if (this.stopped) return;
    this.closeSocket();
    this.dropConnection();
    this.reconnectAttempt = 0;
    this.authFailures = 0;
    this.open();
  }

  /** Sends a request of the contract and resolves with its validated result; waits for the connection if needed. */
  call<TParams, TResult>(spec: RequestSpec<TParams, TResult>, params: TParams): Promise<TResult> {
    const checked = spec.params.safeParse(params);
    if (!checked.success) return Promise.reject(new SocketParamsError(spec.method, issues(checked.error)));
    return this.request(spec.method, params, spec.result, { auth: spec.auth ?? false });
  }

  /** A request by method name (no params check): the lower level of call(). */
  request<T>(method: string, params: unknown, result: ZodType<T>, options: { auth?: boolean } = {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({
        method,
        params,
        result,
        auth: options.auth ?? false,
        settle: (error, value) => (error === undefined ? resolve(value as T) : reject(error)),
      });
      this.flush();
    });
  }

  /**
   * Adds a listener to a stream. The first listener subscribes; new params replace the stream's subscription (the
   * server keeps one per stream). The returned function removes the listener; the server subscription stays until
   * releaseIdle(), so that pages of one group share live streams.
   */
  subscribe<TParams, TEvent>(spec: SubscriptionSpec<TParams, TEvent>, params: TParams, listener: (event: TEvent) => void): () => void {
    spec.params.parse(params);
    const key = JSON.stringify(params);
    let channel = this.channels.get(spec.event);
    if (!channel) {
      channel = { spec: spec as SubscriptionSpec<unknown, unknown>, params, key, listeners: new Set(), state: 'idle', attempt: undefined };
      this.channels.set(spec.event, channel);
      this.lastEvents.delete(spec.event);
    } else if (channel.key !== key || channel.state === 'failed') {
      // Events of other params (another market) say nothing about how fresh this stream is.
      if (channel.key !== key) this.lastEvents.delete(spec.event);
      channel.spec = spec as SubscriptionSpec<unknown, unknown>;
      channel.params = params;
      channel.key = key;
      this.resetChannel(channel);
    }
    const own = channel;
    own.listeners.add(listener as (event: unknown) => void);
    this.syncChannels();
    return () => {
      own.listeners.delete(listener as (event: unknown) => void);
    };
  }

  /** Listens to a pushed `{event, data}` event (account and web socket); nothing is sent to the server. */
  listen<TData>(spec: EventSpec<TData>, listener: (data: TData) => void): () => void {
    let set = this.pushListeners.get(spec.event);
    if (!set) {
      set = new Set();
      this.pushListeners.set(spec.event, set);
    }
    const own = set;
    own.add(listener as (data: unknown) => void);
    return () => {
      own.delete(listener as (data: unknown) => void);
      if (own.size === 0 && this.pushListeners.get(spec.event) === own) this.pushListeners.delete(spec.event);
    };
  }

  /** Unsubscribes every stream nobody listens to (on route changes that stream-retention.ts says release). */
  releaseIdle(): void {
    for (const [event, channel] of [...this.channels]) {
      if (channel.listeners.size > 0) continue;
      this.channels.delete(event);
      const held = channel.state === 'subscribing' || channel.state === 'live';
      channel.attempt = undefined;
      channel.state = 'idle';
      if (held && this.isOpen()) this.transmit(channel.spec.unsubscribe, [], channel.spec.ackResult, () => undefined);
      this.lastEvents.delete(event);
    }
  }

  /** Subscribes a stream again from scratch: used by stores that detect a sequence gap or a crossed book. */
  resubscribe(event: string): void {
    const channel = this.channels.get(event);
    if (!channel) return;
    this.resetChannel(channel);
    this.syncChannels();
  }

  /** Streams whose subscription the server acknowledged on the current connection. */
  get liveChannels(): string[] {
    return [...this.channels.entries()].filter(([, c]) => c.state === 'live').map(([e]) => e);
  }

  onChange(listener: Listener): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** The connection's phase, the next attempt and when it was lost; the same object until it changes (onChange). */
  health(): ConnectionHealth {
    if (!this.healthSnapshot) {
      const phase: ConnectionPhase = this.stopped
        ? 'idle'
        : this.status === SocketStatus.Open
          ? 'live'
          : this.opened || this.reconnectAttempt > 0
            ? 'reconnecting'
            : 'connecting';
      this.healthSnapshot = { phase, nextAttemptAt: this.nextAttemptAt, lostAt: this.lostAt };
    }
    return this.healthSnapshot;
  }

  /**
   * A stream (its event name) or pushed event as a view sees it. `held` and `live` change with onChange; the time of
   * the last event does not call it (events come many times a second): it is read when a view asks.
   */
  stream(event: string): StreamHealth {
    const channel = this.channels.get(event);
    return {
      held: channel !== undefined && channel.state !== 'failed',
      live: channel?.state === 'live' && this.isOpen(),
      lastEventAt: this.lastEvents.get(event),
    };
  }

  // ------------------------------------------------------------------ connection

  private setStatus(status: SocketStatus, auth: AuthStatus = this.authStatus): void {
    if (status === this.status && auth === this.authStatus) return;
    this.status = status;
    this.authStatus = auth;
    this.changed();
  }

  private changed(): void {
    this.healthSnapshot = undefined;
    for (const l of [...this.changeListeners]) l();
  }

  private isOpen(): boolean {
    return this.status === SocketStatus.Open && this.socket !== undefined;
  }

  private online(): void {
    // Only when no socket is open or opening: a second socket would leak the first one.
    if (this.stopped || this.socket) return;
    this.reconnectAttempt = 0;
    this.open();
  }

  private open(): void {
    if (this.stopped) return;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.nextAttemptAt = undefined;
    this.healthSnapshot = undefined;
    const generation = ++this.generation;
    this.setStatus(SocketStatus.Connecting, AuthStatus.None);
    let socket: SocketLike;
    try {
      socket = this.env.createSocket(this.env.url());
    } catch {
      this.setStatus(SocketStatus.Initial, AuthStatus.None);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (generation !== this.generation) return;
      this.reconnectAttempt = 0;
      this.opened = true;
      this.setStatus(SocketStatus.Open, AuthStatus.None);
      this.lastHeardAt = Date.now();
      this.touch();
      this.flush();
      this.syncChannels();
      void this.authorize(generation);
    };
    socket.onmessage = (ev) => {
      if (generation !== this.generation) return;
      this.receive(ev.data);
    };
    socket.onerror = () => undefined; // a close always follows
    socket.onclose = () => {
      if (generation !== this.generation) return;
      this.socket = undefined;
      this.dropConnection();
      this.scheduleReconnect();
    };
  }

  /** Detaches and closes the current socket without triggering the reconnect of onclose. */
  private closeSocket(): void {
    const socket = this.socket;
    this.socket = undefined;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = null;
    socket.onerror = () => undefined;
    try {
      socket.close(1000, 'client');
    } catch {
      // already closed
    }
  }

  /** Forgets everything tied to the connection that just ended; queued calls stay for the next one. */
  private dropConnection(): void {
    if (this.status === SocketStatus.Open) this.lostAt = Date.now();
    this.generation++;
    clearTimeout(this.pingTimer);
    clearTimeout(this.authTimer);
    clearTimeout(this.silenceTimer);
    clearTimeout(this.probeDeadline);
    this.silenceTimer = this.probeDeadline = undefined;
    this.privateOpen = false;
    for (const channel of this.channels.values()) {
      channel.attempt = undefined;
      channel.state = 'idle';
    }
    const sent = [...this.pending.values()];
    this.pending.clear();
    this.setStatus(SocketStatus.Initial, AuthStatus.None);
    for (const p of sent) p.settle(new SocketClosedError(p.method));
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    const delay = reconnectDelay(this.reconnectAttempt, () => this.env.random());
    this.reconnectAttempt++;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => this.open(), delay);
    this.nextAttemptAt = Date.now() + delay;
    this.changed();
  }

  // ------------------------------------------------------------------ authorization

  /** Authorizes a logged-in user; a guest (no token) settles at once with status 0. */
  private async authorize(generation: number): Promise<void> {
    clearTimeout(this.authTimer);
    let token: string | undefined;
    try {
      token = await this.env.token();
    } catch (error) {
      if (generation === this.generation) this.authorizationFailed(generation, error);
      return;
    }
    if (generation !== this.generation) return;
    if (!token) {
      this.setStatus(this.status, AuthStatus.None);
      this.openPrivate();
      return;
    }
    this.setStatus(this.status, AuthStatus.InProgress);
    this.transmit('server.auth', [token, 'web'], StatusResult, (error) => {
      if (generation !== this.generation) return;
      if (error === undefined) {
        this.authFailures = 0;
        this.setStatus(this.status, AuthStatus.Done);
        this.openPrivate();
      } else {
        this.authorizationFailed(generation, error);
      }
    });
  }

  private authorizationFailed(generation: number, error: unknown): void {
    this.setStatus(this.status, AuthStatus.Failed);
    this.env.reactions.authorizationFailed(error);
    const delay = authRetryDelay(this.authFailures);
    this.authFailures++;
    clearTimeout(this.authTimer);
    this.authTimer = setTimeout(() => {
      if (generation === this.generation) void this.authorize(generation);
    }, delay);
  }

  private openPrivate(): void {
    this.privateOpen = true;
    this.flush();
    this.syncChannels();
  }

  // ------------------------------------------------------------------ sending

  /** Sends what may go out now: public calls once open, private ones once authorized (or settled as a guest). */
  private flush(): void {
    if (!this.isOpen() || this.queue.length === 0) return;
    const waiting: Queued[] = [];
    const queued = this.queue;
    this.queue = [];
    for (const q of queued) {
      if (q.auth && !this.privateOpen) waiting.push(q);
      else this.transmit(q.method, q.params, q.result, q.settle);
    }
    this.queue = [...waiting, ...this.queue];
  }

  /** Subscribes every stream that is not held on this connection and may be sent now. */
  private syncChannels(): void {
    if (!this.isOpen()) return;
    for (const channel of this.channels.values()) {
      if (channel.state !== 'idle') continue;
      if (channel.spec.auth && !this.privateOpen) continue;
      this.sendSubscribe(channel);
    }
  }

  private resetChannel(channel: Channel): void {
    channel.attempt = undefined;
    channel.state = 'idle';
  }

  private sendSubscribe(channel: Channel): void {
    this.watchSilence();
    const attempt = {};
    channel.attempt = attempt;
    channel.state = 'subscribing';
    this.transmit(channel.spec.subscribe, channel.params, channel.spec.ackResult, (error) => {
      if (channel.attempt !== attempt) return;
      channel.attempt = undefined;
      channel.state = error === undefined ? 'live' : 'failed';
      this.changed();
    });
  }

  /** Writes one request frame on the open socket and remembers it until its reply. */
  private transmit(method: string, params: unknown, result: ZodType, settle: Pending['settle']): void {
    const socket = this.socket;
    if (!socket || this.status !== SocketStatus.Open) {
      settle(new SocketClosedError(method));
      return;
    }
    const id = this.nextId++;
    this.pending.set(id, { method, result, settle });
    try {
      socket.send(JSON.stringify({ id, method, params }));
    } catch {
      // The socket is closing: its onclose fails the pending call.
    }
    this.touch();
  }

  /** Resets the 50 s idle timer: a ping goes out only when no frame was sent for that long. */
  private touch(): void {
    clearTimeout(this.pingTimer);
    if (this.status !== SocketStatus.Open) return;
    this.pingTimer = setTimeout(() => this.transmit('server.ping', [], Pong, () => undefined), PING_IDLE_MS);
  }

  // ------------------------------------------------------------------ liveness of a watched connection

  private watched(): boolean {
    for (const channel of this.channels.values()) if (channel.state === 'subscribing' || channel.state === 'live') return true;
    return false;
  }

  /**
   * Keeps one timer that fires when the connection has been silent for SILENCE_PROBE_MS (it re-arms itself for the
   * rest of the span when a frame came in meanwhile, so a busy stream costs no timer per frame).
   */
  private watchSilence(): void {
    if (this.silenceTimer !== undefined || this.probeDeadline !== undefined || !this.isOpen()) return;
    const generation = this.generation;
    const wait = Math.max(0, this.lastHeardAt + SILENCE_PROBE_MS - Date.now());
    this.silenceTimer = setTimeout(() => {
      this.silenceTimer = undefined;
      if (generation !== this.generation || !this.watched()) return;
      if (Date.now() - this.lastHeardAt < SILENCE_PROBE_MS) {
        this.watchSilence();
        return;
      }
      this.transmit('server.ping', [], Pong, () => undefined);
      this.probeDeadline = setTimeout(() => {
        if (generation !== this.generation) return;
        this.closeSocket();
        this.dropConnection();
        this.scheduleReconnect();
      }, PROBE_DEADLINE_MS);
    }, wait);
  }

  /** Any frame is a sign of life: it answers a pending probe and starts the silence span again. */
  private heard(): void {
    this.lastHeardAt = Date.now();
    if (this.probeDeadline !== undefined) {
      clearTimeout(this.probeDeadline);
      this.probeDeadline = undefined;
    }
    if (this.silenceTimer === undefined && this.watched()) this.watchSilence();
  }

  // ------------------------------------------------------------------ receiving

  private bad(raw: string, reason: string): void {
    this.env.reactions.badFrame(new SocketFrameError(raw.slice(0, 300), reason));
  }

  private receive(data: unknown): void {
    this.heard();
    const raw = typeof data === 'string' ? data : textOf(data);
    if (raw === undefined) {
      this.bad(String(data), 'not a text frame');
      return;
    }
    let frame: unknown;
    try {
      frame = JSON.parse(raw);
    } catch {
      this.bad(raw, 'not JSON');
      return;
    }
    if (!frame || typeof frame !== 'object' || Array.isArray(frame)) {
      this.bad(raw, 'not a JSON object');
      return;
    }
    const f = frame as Record<string, unknown>;
    if (typeof f.event === 'string' && !('method' in f)) this.receivePush(f.event, frame, raw);
    else if (typeof f.method === 'string' && (f.id === null || f.id === undefined)) this.receiveEvent(f.method, frame, raw);
    else if (typeof f.id === 'number') this.receiveReply(f.id, f, raw);
    else this.bad(raw, 'neither a reply nor an event');
  }

  private validated(name: string, frame: unknown, raw: string): Record<string, unknown> | undefined {
    const validator = this.env.events[name];
    if (!validator) {
      this.bad(raw, `unknown event ${name}`);
      return undefined;
    }
    const parsed = validator.safeParse(frame);
    if (!parsed.success) {
      this.bad(raw, `${name}: ${issues(parsed.error)}`);
      return undefined;
    }
    return parsed.data as Record<string, unknown>;
  }

  private receiveEvent(method: string, frame: unknown, raw: string): void {
    const data = this.validated(method, frame, raw);
    if (!data) return;
    const channel = this.channels.get(method);
    // Only events of an acknowledged subscription: the rest belong to one that was replaced or released.
    if (!channel || channel.state !== 'live') return;
    this.lastEvents.set(method, Date.now());
    this.deliver(method, channel.listeners, data.params);
  }

  private receivePush(event: string, frame: unknown, raw: string): void {
    const data = this.validated(event, frame, raw);
    if (!data) return;
    this.lastEvents.set(event, Date.now());
    const listeners = this.pushListeners.get(event);
    if (listeners) this.deliver(event, listeners, data.data);
  }

  private deliver(event: string, listeners: Set<(value: unknown) => void>, value: unknown): void {
    for (const listener of [...listeners]) {
      try {
        listener(value);
      } catch (error) {
        if (this.env.reactions.listenerFailed) this.env.reactions.listenerFailed(error, event);
        else console.error(`socket listener of ${event} failed`, error);
      }
    }
  }

  private receiveReply(id: number, frame: Record<string, unknown>, raw: string): void {
    const pending = this.pending.get(id);
    if (!pending) {
      this.bad(raw, `reply ${id} matches no request`);
      return;
    }
    this.pending.delete(id);
    if (frame.error != null) {
      const error = SocketErrorShape.safeParse(frame.error);
      if (!error.success) {
        const bad = new SocketFrameError(raw.slice(0, 300), `${pending.method}: malformed error: ${issues(error.error)}`);
        this.env.reactions.badFrame(bad);
        pending.settle(bad);
        return;
      }
      const { code, message } = error.data;
      if (code === SocketErrorCode.TooManyRequests) this.env.reactions.tooManyRequests(pending.method, socketDataKind(pending.method));
      pending.settle(new SocketRequestError(pending.method, code, message ?? ''));
      return;
    }
    const parsed = pending.result.safeParse(frame.result);
    if (!parsed.success) {
      const bad = new SocketFrameError(raw.slice(0, 300), `${pending.method} reply: ${issues(parsed.error)}`);
      this.env.reactions.badFrame(bad);
      pending.settle(bad);
      return;
    }
    pending.settle(undefined, parsed.data);
  }
}

function issues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => describeIssue(i as ValidationIssue, '(frame)'))
    .join('; ');
}

/** Text of a binary frame (an ArrayBuffer or a Node Buffer in tests); undefined for anything else. */
function textOf(data: unknown): string | undefined {
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
  if (ArrayBuffer.isView(data)) return new TextDecoder().decode(data);
  return undefined;
}
