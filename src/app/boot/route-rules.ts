/** The route table and its rules: the start-up's fifth part, in a task of its own (src/main.tsx). */
export { ROUTES } from '../../lib/routing/route-table';
export { selectLayout } from '../../lib/routing/route-rules';
