/** The route table entry of the page being shown, for area pages that serve several routes. */
import { createContext, useContext } from 'react';
import type { RouteEntry } from './route-table';

export const RouteEntryContext = createContext<RouteEntry | undefined>(undefined);

export function useRouteEntry(): RouteEntry {
  const entry = useContext(RouteEntryContext);
  if (!entry) throw new Error('useRouteEntry outside a table route');
  return entry;
}
