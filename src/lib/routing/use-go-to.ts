/**
 * In-app navigation for screens that move on after an action (a created sub-account goes to the list) or
 * keep a choice in the address (the earn page's tab): through the router, so the app is not loaded again.
 */
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

export function useGoTo(): (href: string, options?: { replace?: boolean }) => void {
  const router = useRouter();
  return useCallback((href: string, { replace = false } = {}) => void router.navigate({ href, replace }), [router]);
}
