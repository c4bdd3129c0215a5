/** /assets/:slug: a lower-case or underscored slug moves (301) to its upper-case hyphenated form. */
import { createFileRoute } from '@tanstack/react-router';
import { normalizeSlugParam, tableRouteWith } from '../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/assets/$slug')(tableRouteWith('/assets/:slug', normalizeSlugParam('slug')));
