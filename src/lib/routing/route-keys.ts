/**
 * Translation keys of a route in the `pages` namespace: `/settings/security/2fa` → `settings/security/2fa`,
 * params with `$` (`/assets/:slug` → `assets/$slug`), the home page `home`. Keys hold `title` and `lead`.
 */
export function routeKey(path: string): string {
  if (path === '/') return 'home';
  return path.slice(1).replace(/:([A-Za-z]+)\??/g, '$$$1');
}
