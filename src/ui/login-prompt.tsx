/**
 * What a public page shows a guest in place of data only a logged-in user may load (the contract's call
 * requires a session): why, and a link to log in that brings them back here. Texts come translated.
 */
import { loginPath } from '../lib/navigation/safe-redirect';
import { useLocalizedPath } from '../lib/routing/use-area';

export function LoginPrompt({ message, action }: { message: string; action: string }) {
  const { prefix } = useLocalizedPath();
  const href = loginPath(location.pathname + location.search, prefix);
  return (
    <div className="notice login-prompt" data-testid="login-prompt">
      <p>{message}</p>
      <a className="button" href={href}>
        {action}
      </a>
    </div>
  );
}
