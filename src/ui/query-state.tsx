/**
 * Loading, error and empty states of a generated query, the same everywhere. An error is translated by
 * its kind (contract violation, timeout, HTTP status, network) and offers a retry; it never blanks the page.
 */
import { useContext, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, ContractViolationError, HTMLResponseError, RequestTimeoutError } from '../lib/http/errors';
import { lazyModule, useLazyModule } from '../lib/loading/lazy-module';
import { useLoadingPlaceholder } from '../lib/loading/screen-settled';
import { RouteEntryContext } from '../lib/routing/route-entry-context';

export function errorMessageKey(error: unknown): string {
  if (error instanceof ContractViolationError) return 'common:errors.contractViolation';
  if (error instanceof RequestTimeoutError) return 'common:errors.timeout';
  if (error instanceof HTMLResponseError) return 'common:errors.server';
  if (error instanceof ApiError) return error.status >= 500 ? 'common:errors.server' : 'common:errors.request';
  return 'common:errors.network';
}

/** The catalogue's code of a failed call, loaded with the first error shown (the lookup is not part of a page's first load). */
const catalogue = lazyModule(() => import('../lib/errors/query-error-code'));

export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  const screen = useContext(RouteEntryContext)?.path;
  const lookup = useLazyModule(catalogue);
  useEffect(() => void catalogue.load().catch(() => undefined), []);
  const entry = lookup?.queryErrorCode(error, screen);
  return (
    <div className="query-state query-state--error" role="alert" data-testid="query-error">
      {entry && <CatalogueMessage code={entry.code} messageKey={entry.messageKey} />}
      <p>{t(errorMessageKey(error))}</p>
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      )}
    </div>
  );
}

/** The catalogue's message of a code and the code, once the `errors` namespace has loaded. */
function CatalogueMessage({ code, messageKey }: { code: number | string; messageKey: string }) {
  const { t, ready } = useTranslation('errors', { useSuspense: false });
  if (!ready) return null;
  return (
    <p className="query-state__code" data-testid="query-error-code" data-code={code}>
      {t(messageKey).replace(/[.!]$/, '')} ({code})
    </p>
  );
}

/**
 * The loading state. With a `placeholder` (the loaded content's skeleton, ./skeleton.tsx) it holds the content's
 * own box, so nothing moves when the data comes (issue 18: no layout shift); the spinner is for places where the
 * content's size cannot be known ahead. Either way the status is said once to assistive technology.
 */
export function QueryLoading({ label, placeholder }: { label?: string; placeholder?: ReactNode }) {
  const { t } = useTranslation('common');
  useLoadingPlaceholder();
  if (placeholder !== undefined) {
    return (
      <>
        {/* Absolutely positioned (visually-hidden): it takes no place among the placeholder's siblings, nor a gap. */}
        <span className="visually-hidden" role="status" aria-live="polite" data-loading="">
          {label ?? t('status.loading')}
        </span>
        {placeholder}
      </>
    );
  }
  return (
    <div className="query-state" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('status.loading')}</span>
    </div>
  );
}

export function QueryEmpty({ children }: { children: React.ReactNode }) {
  return <div className="query-state query-state--empty">{children}</div>;
}
