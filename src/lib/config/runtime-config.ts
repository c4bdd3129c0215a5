/** Where the servers are, from the build's environment ('' = the page's own origin). */
export const runtimeConfig = {
  apiBase: import.meta.env.VITE_API_BASE ?? '',
  publicApiBase: import.meta.env.VITE_PUBLIC_API_BASE ?? '',
  internalBase: import.meta.env.VITE_INTERNAL_BASE ?? '',
  socketUrl: import.meta.env.VITE_SOCKET_URL || `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`,
  regionOverride: import.meta.env.VITE_REGION,
  mockBackend: __MOCK_BACKEND__,
};
