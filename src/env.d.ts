/// <reference types="vite/client" />

/** True when the embedded mock backend is compiled in (modes demo and test). */
declare const __MOCK_BACKEND__: boolean;

interface ImportMetaEnv {
  readonly VITE_MOCK_BACKEND?: string;
  readonly VITE_API_BASE?: string;
  readonly VITE_PUBLIC_API_BASE?: string;
  readonly VITE_INTERNAL_BASE?: string;
  readonly VITE_SOCKET_URL?: string;
  readonly VITE_REGION?: string;
  readonly VITE_BUILDER_KEY?: string;
  readonly VITE_GEETEST_SCRIPT?: string;
  readonly VITE_CARD_PAYMENT_SCRIPT?: string;
  readonly VITE_VERIFICATION_SDK_SCRIPT?: string;
  readonly VITE_SUPPORT_WIDGET_SCRIPT?: string;
  /** `server`: the texts come from the internal i18n path (src/lib/i18n/i18n.ts), not the build's own files. */
  readonly VITE_I18N_SOURCE?: string;
}
