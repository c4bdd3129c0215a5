/** Wires the http kernel to this app: servers, locale, push token and the reactions of spec section 8. */
import { configureHttp } from '../lib/http/http-environment';
import { fetchCsrfToken } from './csrf-token';
import { runtimeConfig } from '../lib/config/runtime-config';
import { createHttpReactions } from '../lib/errors/http-reactions';
import { i18next, loadErrorMessages } from '../lib/i18n/i18n';
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
    reactions: createHttpReactions({
      t: (key, options) => i18next.t(key, options),
      errorMessages: loadErrorMessages,
      notify,
      clearLogin: () => {
        session.clear();
        hooks.clearLogin();
      },
      navigate: hooks.navigate,
      // Only for an address of another origin (a redirect that leaves the app): a full navigation is the point.
      assign: (url) => window.location.assign(url),
      currentPath: hooks.currentPath ?? (() => location.pathname + location.search),
    }),
  });
}
