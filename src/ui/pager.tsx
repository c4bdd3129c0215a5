/**
 * Previous / next paging of an offset-paginated list (the contract's `{ limit, offset, total }`). Labels come
 * translated from the feature; the status line is announced politely when the page changes.
 */
export function Pager({
  offset,
  limit,
  total,
  onOffset,
  labels,
  disabled,
}: {
  offset: number;
  limit: number;
  total: number;
  onOffset: (offset: number) => void;
  labels: { previous: string; next: string; status: (page: number, pages: number) => string; nav: string };
  disabled?: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const page = Math.min(pages, Math.floor(offset / limit) + 1);
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={labels.nav}>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={disabled || page <= 1}
        onClick={() => onOffset(Math.max(0, offset - limit))}
      >
        {labels.previous}
      </button>
      <span className="pager__status" aria-live="polite">
        {labels.status(page, pages)}
      </span>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={disabled || page >= pages}
        onClick={() => onOffset(offset + limit)}
      >
        {labels.next}
      </button>
    </nav>
  );
}
