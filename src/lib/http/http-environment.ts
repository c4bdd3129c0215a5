/**
 * What the http kernel needs from the app: where each server is, the current locale and push token,
 * and the reactions of spec section 8. The app sets these once at start (src/app/setup-http.ts, with the
 * reactions of src/lib/errors/http-reactions.ts); tests set their own. Keeping them injected keeps the kernel
 * free of UI and router imports.
 */
import type { OperationRoute, OperationServer } from '../../../generated/api/operation-routes';
import type { ApiError, ContractViolationError, HTMLResponseError, ServerNotification } from './errors';

/** A failure with an HTTP status: a JSON error object, a body of another type, or an HTML page. */
export type HttpStatusError = ApiError | HTMLResponseError;

export interface HttpReactions {
  /** 401: clear the logged-in flag; unless told otherwise also go to login with the current path to return to. */
  unauthorized(error: HttpStatusError, options: { redirect: boolean }): void;
  /** 451: the feature is disabled; show the error toast (the call still fails). */
  featureDisabled(error: HttpStatusError): void;
  /** 429 or code 1006: too many attempts, a warning toast with the server's message. */
  tooManyAttempts(error: HttpStatusError): void;
  /** A notification in a response body: info for type "notification", warning otherwise. */
  notification(notification: ServerNotification): void;
  /** A redirected response navigates the browser to where it led. */
  navigate(url: string): void;
  /** A response that breaks the contract: reported (console, telemetry), the call then fails. */
  contractViolation(error: ContractViolationError): void;
}

export interface HttpEnvironment {
  /** Base URL per server; '' means the page's own origin. */
  bases: Record<OperationServer, string>;
  locale(): string;
  /** Push token sent as Notification-Token, skipped inside the mobile-app webview. */
  pushToken(): string | undefined;
  isWebview(): boolean;
  reactions: HttpReactions;
  /**
   * A fresh CSRF token for a non-GET call (the contract's GET /v2/index). Injected by the app, so the kernel does
   * not import the generated client that itself calls the kernel.
   */
  csrfToken(signal?: AbortSignal | null): Promise<string>;
  /** Injected for tests; the browser's fetch otherwise. */
  fetch: typeof fetch;
}

const noop = () => undefined;

const defaults = (): HttpEnvironment => ({
  bases: { web: '', public: '', internal: '' },
  locale: () => 'en',
  pushToken: () => undefined,
  isWebview: () => false,
  reactions: {
    unauthorized: noop,
    featureDisabled: noop,
    tooManyAttempts: noop,
    notification: noop,
    navigate: (url) => window.location.assign(url), // full reload: before the app wires its router (tools, tests)
    contractViolation: (error) => console.error(error),
  },
  csrfToken: () => Promise.reject(new Error('The http kernel has no CSRF source: configureHttp({ csrfToken })')),
  fetch: (...args) => globalThis.fetch(...args),
});

let environment: HttpEnvironment = defaults();

export function configureHttp(patch: Partial<Omit<HttpEnvironment, 'reactions'>> & { reactions?: Partial<HttpReactions> }): void {
  environment = { ...environment, ...patch, reactions: { ...environment.reactions, ...patch.reactions } };
}

/** Back to the defaults (tests). */
export function resetHttpEnvironment(): void {
  environment = defaults();
}

export function httpEnvironment(): HttpEnvironment {
  return environment;
}

export type { OperationRoute };
