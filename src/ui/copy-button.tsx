/**
 * Copies a text (a referral code, a link) and confirms it with a toast. Inside the mobile app's webview the
 * copy goes through the app bridge (spec section 1), because the webview's clipboard API is not reliable there.
 * Labels come translated from the feature, so the button has no namespace of its own.
 */
import { useState } from 'react';
import { notify } from '../lib/toast/toast';
import { createWebviewBridge } from '../lib/webview/webview-bridge';

export function CopyButton({
  text,
  label,
  copied,
  failed,
  className = 'button button--secondary button--small',
  onCopied,
}: {
  text: string;
  /** The button's accessible name, e.g. "Copy referral link". */
  label: string;
  /** Toast after a successful copy. */
  copied: string;
  /** Toast when the clipboard refused. */
  failed: string;
  className?: string;
  /** Told after a successful copy (the deposit page saves the deposit details). */
  onCopied?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        createWebviewBridge()
          .copy(text)
          .then(
            () => {
              onCopied?.();
              notify.success(copied);
            },
            () => notify.error(failed),
          )
          .finally(() => setBusy(false));
      }}
    >
      {label}
    </button>
  );
}
