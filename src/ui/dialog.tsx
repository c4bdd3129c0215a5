/**
 * A modal dialog (spec section 4, the modals): `role="dialog"` with `aria-modal`, named by its title. On opening,
 * focus moves into it (the first element marked `data-autofocus`, else the first focusable one, else the dialog
 * itself); Tab and Shift+Tab stay inside; Escape closes it when it is closable; on closing, focus goes back to
 * the element that had it before (the opener). Drawn in a portal on document.body above a backdrop. The texts
 * (title, the close button's label) come translated from the caller.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]'));
}

export interface DialogProps {
  title: ReactNode;
  /** Called on Escape, on the close button and on a click on the backdrop (when `closable`). */
  onClose: () => void;
  children: ReactNode;
  /** The close icon's accessible name; without it no close icon is drawn. */
  closeLabel?: string;
  closable?: boolean;
  backdrop?: boolean;
  testId?: string;
}

export function Dialog({ title, onClose, children, closeLabel, closable = true, backdrop = true, testId }: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    if (dialog) {
      const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(dialog)[0] ?? dialog;
      first.focus();
    }
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && closable) {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = focusables(ref.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className={`dialog-layer${backdrop ? ' dialog-layer--backdrop' : ''}`}
      onMouseDown={(event) => {
        if (backdrop && closable && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={ref}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <div className="dialog__header">
          <h2 className="dialog__title" id={titleId}>
            {title}
          </h2>
          {closable && closeLabel && (
            <button type="button" className="dialog__close" aria-label={closeLabel} onClick={() => onCloseRef.current()}>
              ×
            </button>
          )}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
