/**
 * Previous / next paging of a list, with its own words (namespace `common`, key `pager`): either an
 * offset-paginated list (the contract's `{ limit, offset, total }`) or a list that counts pages (the markets
 * listing's `page` in the URL). The status line is announced politely when the page changes; nothing is shown
 * when everything fits on one page.
 */
import { useTranslation } from 'react-i18next';

/** A list read by offset: `onOffset` gets the first row of the page to show. */
interface ByOffset {
  offset: number;
  limit: number;
  total: number;
  onOffset: (offset: number) => void;
}

/** A list read by page number, from 1: `onPage` gets the page to show. */
interface ByPage {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export type PagerProps = (ByOffset | ByPage) & { disabled?: boolean };

export function Pager(props: PagerProps) {
  const { t } = useTranslation('common');
  const { disabled } = props;
  let page: number;
  let pages: number;
  let go: (page: number) => void;
  if ('onPage' in props) {
    pages = Math.max(1, props.pages);
    page = Math.min(pages, Math.max(1, props.page));
    go = props.onPage;
  } else {
    const { offset, limit, total, onOffset } = props;
    pages = Math.max(1, Math.ceil(total / limit));
    page = Math.min(pages, Math.floor(offset / limit) + 1);
    go = (next) => onOffset(next < page ? Math.max(0, offset - limit) : offset + limit);
  }
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager.nav')}>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={disabled || page <= 1}
        onClick={() => go(page - 1)}
      >
        {t('pager.previous')}
      </button>
      <span className="pager__status" aria-live="polite">
        {t('pager.status', { page, pages })}
      </span>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={disabled || page >= pages}
        onClick={() => go(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
