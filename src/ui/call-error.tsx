/**
 * A failed call's error state, in the place of what it would have shown, with the catalogue's message of the call's
 * code (spec section 8: "Couldn't load the launchpad projects (4305)") and what the server said, and a retry. A call
 * without a catalogue code says what went wrong by its kind, as QueryError does. The catalogue's messages load on
 * demand: meanwhile (or should they not load) the kind's message stands in.
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../generated/errors/error-codes';
import { failedToFetchContent } from '../lib/errors/failed-to-fetch';
import { QueryError } from './query-state';

interface Props {
  error: unknown;
  onRetry?: () => void;
  /** The code to say when the call's own is not the right one. */
  code?: ErrorCode;
}

export function CallError(props: Props) {
  return (
    <Suspense fallback={<QueryError error={props.error} onRetry={props.onRetry} />}>
      <CodedError {...props} />
    </Suspense>
  );
}

function CodedError({ error, onRetry, code }: Props) {
  const { t } = useTranslation(['errors', 'common']);
  const content = failedToFetchContent(error, code, { t: (key, values) => t(key, values) });
  return (
    <div className="query-state query-state--error" role="alert" data-testid="query-error" data-code={content.code}>
      <p>{content.title}</p>
      {content.description && <p className="query-state__detail">{content.description}</p>}
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('common:actions.retry')}
        </button>
      )}
    </div>
  );
}
