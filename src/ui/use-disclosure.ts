/**
 * A disclosure: a button that shows and hides a panel of its own (a menu, a picker). Spread `boxProps` on the
 * element around both, `toggleProps` on the button and give the panel the id `panelId`. The panel closes on
 * Escape (the focus goes back to the button), on a pointer press or a focus outside the box, and on `close()`.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  const close = useCallback(() => {
    setOpen(false);
    toggle.current?.focus();
  }, []);

  return {
    open,
    close,
    panelId,
    boxProps: {
      ref: box,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        close();
      },
    },
    toggleProps: {
      ref: toggle,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((shown) => !shown),
    },
  };
}
