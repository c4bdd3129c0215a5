/**
 * The demo's own controls, shown only where the embedded demo exchange runs. "Reset demo data" asks first, resets
 * the ledger and reloads the page on purpose, so every screen, cache and socket starts again from the fresh seed.
 * "Skip an hour" and "Skip a day" move the demo's clock on, so that what runs on time (earn accruals and daily
 * payments, loan interest, auto-invest schedules, fixed terms) can be seen at once; every query is asked again.
 * "Demo mailbox" opens what the demo exchange has e-mailed (codes, links, the anti-phishing code), drawn by the demo.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { demoControls } from '../../lib/demo/demo-controls';
import { notify } from '../../lib/toast/toast';
import { ConfirmAction } from '../../ui/confirm-action';

const HOUR_MS = 3_600_000;
const SKIPS = [
  { key: 'skipHour', ms: HOUR_MS },
  { key: 'skipDay', ms: 24 * HOUR_MS },
] as const;

export function DemoReset() {
  const { t } = useTranslation('footer');
  const queryClient = useQueryClient();
  const controls = demoControls();
  if (!controls) return null;
  return (
    <div className="site-footer__demo" data-testid="demo-reset">
      <p>{t('demo.note')}</p>
      <div className="site-footer__demo-clock" role="group" aria-label={t('demo.clock')}>
        {SKIPS.map(({ key, ms }) => (
          <button
            key={key}
            type="button"
            className="button button--secondary"
            data-testid={`demo-${key}`}
            onClick={() => {
              controls.skipAhead(ms);
              void queryClient.invalidateQueries();
              notify.success(t(`demo.${key}Done`));
            }}
          >
            {t(`demo.${key}`)}
          </button>
        ))}
      </div>
      {controls.toggleMailbox && (
        <button type="button" className="button button--secondary" data-testid="demo-mailbox-open" onClick={controls.toggleMailbox}>
          {t('demo.mailbox')}
        </button>
      )}
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
