/** An availability flag (deposit, withdrawal, trading) in words, never by colour alone. */
import { useTranslation } from 'react-i18next';

export function Availability({ on }: { on: boolean }) {
  const { t } = useTranslation('assets');
  return (
    <span className={`status-pill ${on ? 'status-pill--on' : 'status-pill--off'}`}>
      {on ? t('availability.on') : t('availability.off')}
    </span>
  );
}
