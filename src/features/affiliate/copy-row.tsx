/** A value to share (a code, a link) shown in full with its copy button. */
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../ui/copy-button';

export function CopyRow({ label, copyLabel, value, testId }: { label: string; copyLabel: string; value: string; testId: string }) {
  const { t } = useTranslation('affiliate');
  return (
    <div className="copy-row">
      <dt>{label}</dt>
      <dd>
        <code className="copy-row__value" data-testid={testId}>
          {value}
        </code>
        <CopyButton text={value} label={copyLabel} copied={t('copy.done', { what: label })} failed={t('copy.failed')} />
      </dd>
    </div>
  );
}
