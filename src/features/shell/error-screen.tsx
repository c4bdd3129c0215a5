/** The error screen for anything a page throws: status, message, and the way back. Never a white page. */
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http/errors';
import { errorMessageKey } from '../../ui/query-state';

export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const status = error instanceof ApiError ? error.status : 500;
  return (
    <section className="error-screen" role="alert" aria-labelledby="error-title">
      <p className="error-screen__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{t(errorMessageKey(error))}</h1>
      {error instanceof Error && <p className="error-screen__message">{error.message}</p>}
      <a className="button" href="/">
        {t('notFound.backToMain')}
      </a>
    </section>
  );
}
