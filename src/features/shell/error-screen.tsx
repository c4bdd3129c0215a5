/**
 * The error screen for anything a page throws (spec section 2): the status large, then the message, the
 * error's data and its stack (the stack hidden for a 400). A message with the entry marker (the app's entry
 * chunk failed to run) shows the browser-compatibility alert. Crawlers get no error page.
 */
import { useTranslation } from 'react-i18next';
import { ApiError, HTMLResponseError } from '../../lib/http/errors';
import { isCrawler } from '../../lib/routing/crawler';
import { errorMessageKey } from '../../ui/query-state';
import { LazyNotFoundScreen } from './lazy-not-found-screen';
import { AppLink } from '../../ui/app-link';

/** Errors whose message names the entry script come from a browser too old to run the app. */
export const ENTRY_MARKER = /\bentry\b/i;

export function statusOf(error: unknown): number {
  if (error instanceof ApiError || error instanceof HTMLResponseError) return error.status;
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : 500;
}

export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  if (isCrawler()) return null;
  const status = statusOf(error);
  if (status === 404) return <LazyNotFoundScreen />;
  const message = error instanceof Error ? error.message : String(error);
  const data = error instanceof ApiError ? error.messages : [];
  const stack = status !== 400 && error instanceof Error ? error.stack : undefined;
  return (
    <section className="error-screen" role="alert" aria-labelledby="error-title" data-testid="error-screen">
      <p className="error-screen__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{t(errorMessageKey(error))}</h1>
      {ENTRY_MARKER.test(message) && (
        <p className="notice notice--warning" role="note">
          {t('errorScreen.browserCompatibility')}
        </p>
      )}
      <p className="error-screen__message">{message}</p>
      {data.length > 0 && (
        <ul className="error-screen__data">
          {data.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
      {stack && (
        <details className="error-screen__stack">
          <summary>{t('errorScreen.details')}</summary>
          <pre>{stack}</pre>
        </details>
      )}
      <AppLink className="button" to="/">
        {t('notFound.backToMain')}
      </AppLink>
    </section>
  );
}
