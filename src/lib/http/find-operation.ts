/** Finds the contract operation of a generated call from its method and path. */
import { operationRoutes, type OperationRoute } from '../../../generated/api/operation-routes';

const byMethod = new Map<string, OperationRoute[]>();
for (const op of operationRoutes) {
  const list = byMethod.get(op.method) ?? [];
  list.push(op);
  byMethod.set(op.method, list);
}
// Static paths win over templated ones (`/v2/trade/markets/base-info` before `/v2/trade/markets/{market}`).
for (const list of byMethod.values()) list.sort((a, b) => a.params - b.params);

export function findOperation(method: string, pathname: string): OperationRoute | undefined {
  return byMethod.get(method.toUpperCase())?.find((op) => op.pattern.test(pathname));
}
