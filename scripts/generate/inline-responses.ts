/**
 * orval's zod-schema mode does not emit types for `components.responses`, yet references them by name.
 * The contract keeps its shared error responses as components (for Prism, the docs and backend teams);
 * orval gets a copy where each response reference is replaced by the response itself.
 */
type Doc = {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  components?: { responses?: Record<string, unknown> };
};

export function inlineResponseRefs<T>(input: T): T {
  const doc = structuredClone(input) as Doc;
  const shared = doc.components?.responses ?? {};
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      if (!op || typeof op !== 'object' || !op.responses) continue;
      for (const [status, response] of Object.entries(op.responses)) {
        const ref = (response as { $ref?: string }).$ref;
        if (ref?.startsWith('#/components/responses/')) op.responses[status] = shared[ref.slice('#/components/responses/'.length)];
      }
    }
  }
  if (doc.components) delete doc.components.responses;
  return doc as T;
}
