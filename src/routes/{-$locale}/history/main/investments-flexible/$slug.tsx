/** /history/main/investments-flexible/:slug: a lower-case or underscored slug moves (301) to its upper-case hyphenated form. */
import { createFileRoute } from '@tanstack/react-router';
import { normalizeSlugParam, tableRouteWith } from '../../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/history/main/investments-flexible/$slug')(
  tableRouteWith('/history/main/investments-flexible/:slug', normalizeSlugParam('slug')),
);
