/**
 * QR login on or off (POST /v2/settings/qr-login/{enable|disable}).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToggleQrLogin } from '../../../generated/api/settings/settings';
import { getGetSettingsQueryKey } from '../../../generated/api/session/session';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { notify } from '../../lib/toast/toast';

export function QrLoginToggle({ initial }: { initial: boolean }) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const toggle = useToggleQrLogin();
  const [enabled, setEnabled] = useState(initial);
  return (
    <section className="card settings-card" aria-labelledby="qr-title">
      <h2 id="qr-title" className="card__title">
        {enabled ? t('qrLogin.on') : t('qrLogin.off')}
      </h2>
      <p>{t('qrLogin.explain')}</p>
      <label className="checkbox switch">
        <input
          type="checkbox"
          role="switch"
          checked={enabled}
          disabled={toggle.isPending}
          onChange={() =>
            toggle.mutate(
              { x: enabled ? 'disable' : 'enable' },
              {
                onSuccess: ({ data }) => {
                  setEnabled(data.isQrLoginEnabled);
                  notify.success(data.isQrLoginEnabled ? t('qrLogin.turnedOn') : t('qrLogin.turnedOff'));
                  void queryClient.invalidateQueries({ queryKey: getGetSettingsQueryKey() });
                },
                onError: (error) => failedToFetchToast(error),
              },
            )
          }
        />
        {t('qrLogin.label')}
      </label>
    </section>
  );
}
