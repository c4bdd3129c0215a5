/** The app's route table (its guards, rules and page loaders): the start-up's third part, in a task of its own (src/main.tsx). */
export { routeTree } from '../routing/route-tree';
