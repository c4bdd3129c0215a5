/** The app's route table (its guards, rules and page loaders): the start-up's last part before the app, in a task of its own (src/main.tsx). */
export { routeTree } from '../routing/route-tree';
