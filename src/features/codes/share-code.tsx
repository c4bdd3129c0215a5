/**
 * A code to hand on: the code itself and a link that opens its activation with the code filled in, each with a copy
 * button, and the system's share sheet where the browser has one.
 */
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { CopyButton } from '../../ui/copy-button';

export function ShareCode({ code, path }: { code: string; /** The page that takes the code, e.g. /codes/activate. */ path: string }) {
  const { t } = useTranslation('codes');
  const { prefix } = useLocalizedPath();
  const link = `${window.location.origin}${prefix}${path}?code=${encodeURIComponent(code)}`;
  const canShare = typeof navigator.share === 'function';
  return (
    <div className="share-code">
      <p className="share-code__value">
        <code data-testid="shared-code">{code}</code>
      </p>
      <p className="share-code__actions">
        <CopyButton text={code} label={t('share.copyCode')} copied={t('share.copied')} failed={t('share.copyFailed')} />
        <CopyButton text={link} label={t('share.copyLink')} copied={t('share.linkCopied')} failed={t('share.copyFailed')} />
        {canShare && (
          <button
            type="button"
            className="button button--secondary button--small"
            // The user may close the share sheet: that is not a failure to report.
            onClick={() => void navigator.share({ title: t('share.title'), url: link }).catch(() => undefined)}
          >
            {t('share.share')}
          </button>
        )}
      </p>
    </div>
  );
}
