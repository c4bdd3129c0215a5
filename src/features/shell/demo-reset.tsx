/**
 * The demo's "reset demo data": shown only where the embedded demo exchange runs. It asks first, resets the ledger
 * and reloads the page on purpose, so every screen, cache and socket starts again from the fresh seed.
 */
import { useTranslation } from 'react-i18next';
import { demoControls } from '../../lib/demo/demo-controls';
import { ConfirmAction } from '../../ui/confirm-action';

export function DemoReset() {
  const { t } = useTranslation('footer');
  const controls = demoControls();
  if (!controls) return null;
  return (
    <div className="site-footer__demo" data-testid="demo-reset">
      <p>{t('demo.note')}</p>
      <ConfirmAction
        label={t('demo.reset')}
        question={t('demo.question')}
        confirmLabel={t('demo.confirm')}
        cancelLabel={t('demo.cancel')}
        danger={false}
        onConfirm={() => {
          controls.reset();
          location.reload();
        }}
      />
    </div>
  );
}
