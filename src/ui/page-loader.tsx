import { useLoadingPlaceholder } from '../lib/loading/screen-settled';

/** The placeholder while a page's code or translations load. */
export function PageLoader() {
  useLoadingPlaceholder();
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
