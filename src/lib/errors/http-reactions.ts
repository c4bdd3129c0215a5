/**
 * The app's reactions to the http kernel's outcomes (spec section 8), with their dependencies injected so
 * that they are tested without a browser or a router: 401 clears the logged-in flag and goes to login with
 * the page to return to (a safe path only), the open forms' drafts saved first, 451 shows the feature-disabled error toast, too many attempts a
 * warning, a response notification an info toast (type "notification") or a warning, a redirected response
 * navigates the browser, a contract violation is reported once per operation.
 */
// The codes and the key function from their own modules: the shell's chunk then carries neither the catalogue
// table nor its descriptions, which only lazy screens use.
import * as ErrorCode from '../../../generated/errors/error-code-values';
import { errorMessageKey } from '../../../generated/errors/error-message-key';
import { ApiError, operationName, type ContractViolationError } from '../http/errors';
import { describeIssue } from './validation-issue';
import type { HttpReactions, HttpStatusError } from '../http/http-environment';
import { isAuthPath, localePrefixOf, loginPath } from '../navigation/safe-redirect';
import { safeUrl } from '../navigation/safe-url';
import type { Notify } from '../toast/toast';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface HttpReactionDeps {
  t: Translate;
  notify: Pick<Notify, 'info' | 'warning' | 'error'>;
  /** Clears the logged-in flag (and the session cookies). */
  clearLogin(): void;
  /** An in-app navigation (the router). */
  navigate(path: string): void;
  /** A full browser navigation (a redirected response may lead off the app). */
  assign(url: string): void;
  /** The current path and query, the page to come back to after login. */
  currentPath(): string;
  /** Just before a 401 sends the user to login: what the open forms hold is kept for the way back (form drafts). */
  beforeLoginRedirect?(): void;
  /** Where contract violations are reported (telemetry); by default a one-line summary in the console. */
  report?(error: ContractViolationError): void;
  /** Resolves once the catalogue's messages (namespace `errors`) can be read; they are not loaded up front. */
  errorMessages?(): Promise<void>;
}

const messagesOf = (error: HttpStatusError) => (error instanceof ApiError ? error.messages : []);

export function createHttpReactions(deps: HttpReactionDeps): HttpReactions {
  const { t, notify } = deps;
  const withMessages = (show: () => void) => void (deps.errorMessages?.() ?? Promise.resolve()).then(show);
  return {
    unauthorized: (_error, { redirect }) => {
      deps.clearLogin();
      const here = deps.currentPath();
      if (redirect && !isAuthPath(here)) {
        deps.beforeLoginRedirect?.();
        deps.navigate(loginPath(here, localePrefixOf(here)));
      }
    },
    featureDisabled: (error) =>
      withMessages(() =>
        notify.error(t(errorMessageKey(ErrorCode.FeatureDisabled)), messagesOf(error).join(' ') || undefined, { id: 'feature-disabled' }),
      ),
    tooManyAttempts: (error) =>
      withMessages(() => notify.warning(t(errorMessageKey(ErrorCode.TooManyAttempts)), messagesOf(error)[0], { id: 'too-many-attempts' })),
    notification: (n) => (n.type === 'notification' ? notify.info(n.message) : notify.warning(n.message)),
    navigate: (url) => {
      // Only web addresses (the one allow-list, `safeUrl`): a redirect never runs script. One inside the app moves
      // through the router; one that leaves for another origin is a full navigation.
      const target = safeUrl(url, { path: true });
      if (target === undefined) return;
      const inApp = inAppPath(target);
      if (inApp) deps.navigate(inApp);
      else deps.assign(target);
    },
    contractViolation: (error) => {
      (deps.report ?? reportToConsole)(error);
      const name = error.operation && operationName(error.operation);
      notify.error(t('common:errors.contractViolation'), name, { id: `contract-${name ?? error.url}` });
    },
  };
}

/**
 * A contract violation in the console: the operation and what broke, never a body, a query or a path's values
 * (a confirmation code travels in `/v2/register/confirmation/{code}`): the operation's path template stands for the URL.
 */
function reportToConsole(error: ContractViolationError): void {
  const where = error.operation ? operationName(error.operation) : 'an unknown operation';
  console.error(
    `${error.name}: the response of ${where} breaks the contract: ${error.issues.map((issue) => describeIssue(issue)).join('; ')}`,
  );
}

/** The path of a checked URL in this app (a path, or an absolute URL of this origin), or undefined for another origin. */
function inAppPath(url: string): string | undefined {
  if (url.startsWith('/')) return url;
  if (typeof location === 'undefined') return undefined;
  const target = new URL(url);
  return target.origin === location.origin ? target.pathname + target.search + target.hash : undefined;
}
