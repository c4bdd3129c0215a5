/**
 * Loading, error and empty states of a generated query, the same everywhere. An error is translated by
 * its kind (contract violation, timeout, HTTP status, network) and offers a retry; it never blanks the page.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, ContractViolationError, HTMLResponseError, RequestTimeoutError } from '../lib/http/errors';
import { useLoadingPlaceholder } from '../lib/loading/screen-settled';

export function errorMessageKey(error: unknown): string {
  if (error instanceof ContractViolationError) return 'common:errors.contractViolation';
  if (error instanceof RequestTimeoutError) return 'common:errors.timeout';
  if (error instanceof HTMLResponseError) return 'common:errors.server';
  if (error instanceof ApiError) return error.status >= 500 ? 'common:errors.server' : 'common:errors.request';
  return 'common:errors.network';
}

export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="query-state query-state--error" role="alert" data-testid="query-error">
      <p>{t(errorMessageKey(error))}</p>
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      )}
    </div>
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
