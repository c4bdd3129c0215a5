/** Wires the http kernel to this app: servers, locale, push token and the reactions of spec section 8. */
import { configureHttp, type HttpReactions } from '../lib/http/http-environment';
import { fetchCsrfToken } from './csrf-token';
import { runtimeConfig } from '../lib/config/runtime-config';
import { createHttpReactions } from '../lib/errors/http-reactions';
import { saveOpenDrafts } from '../lib/forms/open-drafts';
import { i18next, loadErrorMessages } from '../lib/i18n/i18n';
import { sessionStatus } from '../lib/session/session-status';
import { session } from '../lib/session/session-store';
import { notify } from '../lib/toast/toast';

export interface HttpAppHooks {
  /** Called after the session store is cleared on a 401. */
  clearLogin(): void;
  /** Inside the mobile-app webview (`webview=true`): no push-token header. */
  isWebview(): boolean;
  pushToken(): string | undefined;
  /** In-app navigation (the router). */
  navigate(path: string): void;
  /** The page to return to after login; the current path and query by default. */
  currentPath?(): string;
}

export function setupHttp(hooks: HttpAppHooks): void {
  configureHttp({
    bases: { web: runtimeConfig.apiBase, public: runtimeConfig.publicApiBase, internal: runtimeConfig.internalBase },
    locale: () => i18next.language || 'en',
    csrfToken: fetchCsrfToken,
    pushToken: hooks.pushToken,
    isWebview: hooks.isWebview,
    reactions: untilSessionKnown(
      createHttpReactions({
        t: (key, options) => i18next.t(key, options),
        errorMessages: loadErrorMessages,
        notify,
        clearLogin: () => {
          session.clear();
          hooks.clearLogin();
        },
        navigate: hooks.navigate,
        // Only for an address of another origin (a redirect that leaves the app): a full navigation is the point.
        assign: (url) => window.location.assign(url), // full reload: another origin
        currentPath: hooks.currentPath ?? (() => location.pathname + location.search),
        // A 401 in the middle of an action: what the open forms hold comes back after the login (issue 17).
        beforeLoginRedirect: saveOpenDrafts,
      }),
    ),
  });
}

/**
 * While the start-up still learns the session (issue 17), a page drawn on the cookies' word may call as a user whose
 * session has in fact expired: the 401 clears the flag, but only the settings answer decides whether the page goes
 * to login (a public page stays as the guest's).
 */
function untilSessionKnown(reactions: HttpReactions): HttpReactions {
  return {
    ...reactions,
    unauthorized: (error, options) =>
      reactions.unauthorized(error, { redirect: options.redirect && sessionStatus.get().state !== 'loading' }),
  };
}
