/**
 * What orval reads instead of the bundled contract (orvalInput, at the end): response references inlined,
 * schema descriptions left out.
 *
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

type Schema = Record<string, unknown>;

/** Drops the `description` keyword of a schema and of every schema inside it (never a property named so). */
function stripSchemaDescriptions(schema: unknown): void {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
  const s = schema as Schema;
  if (typeof s.description === 'string') delete s.description;
  for (const key of ['items', 'additionalProperties', 'not', 'contains', 'propertyNames']) stripSchemaDescriptions(s[key]);
  for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems'])
    if (Array.isArray(s[key])) for (const inner of s[key] as unknown[]) stripSchemaDescriptions(inner);
  if (s.properties && typeof s.properties === 'object')
    for (const inner of Object.values(s.properties as Schema)) stripSchemaDescriptions(inner);
}

/**
 * orval writes every schema description into the zod validators (`.describe('...')`), which then ship in the
 * bundle although nothing reads them at run time (the types are inferred, without comments). The contract keeps
 * them for the docs, Prism and backend teams; orval gets a copy without them. Operation summaries and
 * descriptions (the hooks' comments) stay.
 */
export function withoutSchemaDescriptions<T>(input: T): T {
  const doc = structuredClone(input) as {
    paths: Record<string, Record<string, unknown>>;
    components?: { schemas?: Record<string, unknown>; parameters?: Record<string, { schema?: unknown }> };
  };
  for (const schema of Object.values(doc.components?.schemas ?? {})) stripSchemaDescriptions(schema);
  for (const parameter of Object.values(doc.components?.parameters ?? {})) stripSchemaDescriptions(parameter.schema);
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      if (!op || typeof op !== 'object') continue;
      const o = op as {
        parameters?: { schema?: unknown }[];
        requestBody?: { content?: Record<string, { schema?: unknown }> };
        responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
      };
      for (const parameter of o.parameters ?? []) stripSchemaDescriptions(parameter.schema);
      for (const media of Object.values(o.requestBody?.content ?? {})) stripSchemaDescriptions(media.schema);
      for (const response of Object.values(o.responses ?? {}))
        for (const media of Object.values(response?.content ?? {})) stripSchemaDescriptions(media.schema);
    }
  }
  return doc as T;
}

/** What orval reads: the contract with response references inlined and schema descriptions left out. */
export const orvalInput = <T>(input: T): T => withoutSchemaDescriptions(inlineResponseRefs(input));
