/** Wires the http kernel to this app: servers, locale, push token and the reactions of spec section 8. */
import { i18next } from '../lib/i18n/i18n';
import { configureHttp } from '../lib/http/http-environment';
import { runtimeConfig } from '../lib/config/runtime-config';
import { loginPath } from '../lib/navigation/safe-redirect';
import { notify } from '../lib/toast/toast';

export interface HttpAppHooks {
  clearLogin(): void;
  isWebview(): boolean;
  pushToken(): string | undefined;
  navigate(path: string): void;
}

export function setupHttp(hooks: HttpAppHooks): void {
  const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);
  configureHttp({
    bases: { web: runtimeConfig.apiBase, public: runtimeConfig.publicApiBase, internal: runtimeConfig.internalBase },
    locale: () => i18next.language || 'en',
    pushToken: hooks.pushToken,
    isWebview: hooks.isWebview,
    reactions: {
      unauthorized: (_error, { redirect }) => {
        hooks.clearLogin();
        if (redirect) hooks.navigate(loginPath(location.pathname + location.search));
      },
      featureDisabled: (error) => notify.error(t('common:errors.featureDisabled'), error.messages.join(' ') || undefined),
      tooManyAttempts: (error) => notify.warning(t('common:errors.tooManyAttempts'), error.messages[0]),
      notification: (n) => (n.type === 'notification' ? notify.info(n.message) : notify.warning(n.message)),
      navigate: (url) => window.location.assign(url),
      contractViolation: (error) => {
        console.error(error);
        notify.error(t('common:errors.contractViolation'), error.operation?.id, { id: `contract-${error.operation?.id ?? error.url}` });
      },
    },
  });
}
