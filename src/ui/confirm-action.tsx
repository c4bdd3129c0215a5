/**
 * A destructive action that asks first: the button turns into a question with confirm and cancel, in place,
 * so the choice stays next to what it affects and keyboard focus never jumps to a distant dialog.
 */
import { useEffect, useRef, useState } from 'react';

export interface ConfirmActionProps {
  label: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  disabled?: boolean;
  danger?: boolean;
}

export function ConfirmAction({
  label,
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending,
  disabled,
  danger = true,
}: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);
  if (!asking)
    return (
      <button
        type="button"
        className={`button button--small ${danger ? 'button--danger' : 'button--secondary'}`}
        disabled={disabled || pending}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  return (
    <span className="confirm-action" role="group" aria-label={question}>
      <span className="confirm-action__question">{question}</span>
      <button
        ref={confirmRef}
        type="button"
        className={`button button--small ${danger ? 'button--danger' : ''}`}
        disabled={pending}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" className="button button--secondary button--small" onClick={() => setAsking(false)}>
        {cancelLabel}
      </button>
    </span>
  );
}
