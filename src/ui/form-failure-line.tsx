/** A failed call's message on a form when no field got it (react-hook-form's `errors.root`), above its button. */
export function FormFailureLine({ message }: { message: string | undefined }) {
  return message ? (
    <p className="field__error" role="alert">
      {message}
    </p>
  ) : null;
}
