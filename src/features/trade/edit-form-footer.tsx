/** The end of the trade panels' small edit forms (modify an order, TP/SL of a position): the form's error, Save and Close. */
import { usePanelTranslation } from './panel-namespaces';

export function EditFormFooter({ error, busy, onClose }: { error: string | undefined; busy: boolean; onClose: () => void }) {
  const { t } = usePanelTranslation();
  return (
    <>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      <div className="form__actions">
        <button type="submit" className="button button--small" disabled={busy}>
          {busy ? t('account.saving') : t('account.save')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onClose}>
          {t('account.close')}
        </button>
      </div>
    </>
  );
}
