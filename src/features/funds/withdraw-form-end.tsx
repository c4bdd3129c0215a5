/** The end of a withdrawal form (address, fiat and express alike): what arrives, the form's own error, and the button. */
import { useTranslation } from 'react-i18next';

export function WithdrawFormEnd({
  testId,
  receive,
  error,
  submitting,
  submitLabel,
}: {
  /** The prefix of the receive line's and the button's test ids. */
  testId: string;
  /** "You receive … after the fee of …", once the amount is above the fee. */
  receive: string | undefined;
  error: string | undefined;
  submitting: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation('funds');
  return (
    <>
      {receive && (
        <p className="field__hint" data-testid={`${testId}-receive`}>
          {receive}
        </p>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="form__actions">
        <button type="submit" className="button" disabled={submitting} data-testid={`${testId}-submit`}>
          {submitting ? t('withdraw.sending') : submitLabel}
        </button>
      </div>
    </>
  );
}
