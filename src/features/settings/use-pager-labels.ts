/** The pager's words in the settings namespace. */
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pager } from '../../ui/pager';

export type PagerLabels = ComponentProps<typeof Pager>['labels'];

export function usePagerLabels(): PagerLabels {
  const { t } = useTranslation('settings');
  return {
    previous: t('pager.previous'),
    next: t('pager.next'),
    nav: t('pager.nav'),
    status: (page: number, pages: number) => t('pager.status', { page, pages }),
  };
}
