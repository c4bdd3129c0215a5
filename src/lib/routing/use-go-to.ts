/**
 * In-app navigation for screens that move on after an action (a created sub-account goes to the list) or
 * keep a choice in the address (the earn page's tab). The router navigates when there is one; a screen
 * rendered without it (component tests) falls back to the browser, so screens need not know where they run.
 */
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

export function useGoTo(): (href: string, options?: { replace?: boolean }) => void {
  const router = useRouter({ warn: false });
  return useCallback(
    (href: string, { replace = false } = {}) => {
      if (router) void router.navigate({ href, replace });
      else if (replace) history.replaceState(history.state, '', href);
      else location.assign(href);
    },
    [router],
  );
}
