/** Previous and next page of a listing, with where the reader is; hidden when everything fits on one page. */
import { useTranslation } from 'react-i18next';

export function Pagination({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('markets');
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <button type="button" className="button button--secondary button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </button>
      <span aria-current="page">{t('pagination.status', { page, pages: pageCount })}</span>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  );
}
