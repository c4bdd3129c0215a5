/** Where the servers are, from the build's environment ('' = the page's own origin). */
export const runtimeConfig = {
  apiBase: import.meta.env.VITE_API_BASE ?? '',
  publicApiBase: import.meta.env.VITE_PUBLIC_API_BASE ?? '',
  internalBase: import.meta.env.VITE_INTERNAL_BASE ?? '',
  socketUrl: import.meta.env.VITE_SOCKET_URL || `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`,
  regionOverride: import.meta.env.VITE_REGION,
  /** Key of the content builder behind /m/:page; without one those pages do not exist. */
  builderKey: import.meta.env.VITE_BUILDER_KEY ?? '',
  /**
   * Geetest's client script (gt.js, which defines initGeetest), as the deployment hosts it; without one a Geetest
   * captcha cannot be shown (the demo build brings a stand-in: mocks/demo-captcha.ts).
   */
  geetestScript: import.meta.env.VITE_GEETEST_SCRIPT ?? '',
  /** The help desk's chat widget script (it defines zE); without one the chat is not offered (src/lib/support). */
  supportWidgetScript: import.meta.env.VITE_SUPPORT_WIDGET_SCRIPT ?? '',
  /**
   * The card payment provider's form script (it defines CardPaymentForm) for /payment/visamaster-deposit; without one
   * the page says the form cannot be shown (the demo build brings a stand-in: mocks/demo-card-form.ts).
   */
  cardPaymentScript: import.meta.env.VITE_CARD_PAYMENT_SCRIPT ?? '',
  /**
   * The identity-check provider's SDK script (it defines VerificationSdk) for the verification pages; without one the
   * pages say the check cannot be shown here (the demo build brings a stand-in: mocks/demo-verification-sdk.ts).
   */
  verificationSdkScript: import.meta.env.VITE_VERIFICATION_SDK_SCRIPT ?? '',
  mockBackend: __MOCK_BACKEND__,
};
