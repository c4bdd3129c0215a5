/** Where the servers are, from the build's environment ('' = the page's own origin). */
export const runtimeConfig = {
  apiBase: import.meta.env.VITE_API_BASE ?? '',
  publicApiBase: import.meta.env.VITE_PUBLIC_API_BASE ?? '',
  internalBase: import.meta.env.VITE_INTERNAL_BASE ?? '',
  socketUrl: import.meta.env.VITE_SOCKET_URL || `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`,
  regionOverride: import.meta.env.VITE_REGION,
  /** Key of the content builder behind /m/:page; without one those pages do not exist. */
  builderKey: import.meta.env.VITE_BUILDER_KEY ?? '',
  mockBackend: __MOCK_BACKEND__,
};
