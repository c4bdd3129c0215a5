/**
 * What a public page shows a guest in place of data only a logged-in user may load (the contract's call
 * requires a session): why, and a link to log in that brings them back here. Texts come translated.
 */
import { useRouterState } from '@tanstack/react-router';
import { loginPath } from '../lib/navigation/safe-redirect';
import { AppLink, type AppPath } from './app-link';

export function LoginPrompt({ message, action }: { message: string; action: string }) {
  const here = useRouterState({ select: (state) => state.location.pathname + state.location.searchStr });
  return (
    <div className="notice login-prompt" data-testid="login-prompt">
      <p>{message}</p>
      <AppLink className="button" to={loginPath(here) as AppPath}>
        {action}
      </AppLink>
    </div>
  );
}
