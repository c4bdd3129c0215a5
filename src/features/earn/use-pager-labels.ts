/** The pager's words in the earn namespace. */
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pager } from '../../ui/pager';

export function usePagerLabels(): ComponentProps<typeof Pager>['labels'] {
  const { t } = useTranslation('earn');
  return {
    previous: t('pager.previous'),
    next: t('pager.next'),
    nav: t('pager.nav'),
    status: (page: number, pages: number) => t('pager.status', { page, pages }),
  };
}
