/**
 * The AsyncAPI side of `npm run generate`: for each document in contracts/asyncapi,
 *  - <doc>.models.ts: message models by modelina,
 *  - <doc>.zod.ts: zod validators of every component schema and message (our converter),
 *  - <doc>.client.ts: one typed function per request, one hook per subscription, the event table,
 *  - <doc>.check.ts: a compile-time check that modelina's models and the zod types agree.
 * Conventions of the documents: a request message carries `x-method`; a subscribing operation carries
 * `x-subscription: {event, unsubscribe, key}`; an event message's payload has `method` const and `params`.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { TypeScriptGenerator } from '@asyncapi/modelina';
import { Parser } from '@asyncapi/parser';
import { parse } from 'yaml';
import { GENERATED_HEADER } from './header.ts';
import { toZod } from './json-schema-to-zod.ts';

type Schema = Record<string, unknown>;
interface RawMessage {
  name?: string;
  title?: string;
  'x-method'?: string;
  'x-event'?: string;
  payload: Schema;
}
interface RawOperation {
  action: 'send' | 'receive';
  title?: string;
  summary?: string;
  messages: { $ref: string }[];
  reply?: { messages: { $ref: string }[] };
  'x-subscription'?: { event: string; unsubscribe: string; key?: string };
}
interface RawDoc {
  info: { title: string };
  channels: Record<string, { messages: Record<string, { $ref: string }> }>;
  operations: Record<string, RawOperation>;
  components: { messages: Record<string, RawMessage>; schemas?: Record<string, Schema> };
}

const pascal = (s: string) => s.replace(/(^|[._\-\s])(\w)/g, (_, __, c: string) => c.toUpperCase());
const camel = (s: string) => pascal(s).replace(/^\w/, (c) => c.toLowerCase());

function messageOf(doc: RawDoc, ref: string): RawMessage {
  // '#/channels/x/messages/y' points at '#/components/messages/z' in our documents.
  const parts = ref.replace('#/', '').split('/');
  let node: unknown = doc;
  for (const p of parts) node = (node as Record<string, unknown>)[p];
  const inner = (node as { $ref?: string }).$ref;
  if (inner) return messageOf(doc, inner);
  return node as RawMessage;
}

function schemaOrder(schemas: Record<string, Schema>): string[] {
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const refsOf = (s: unknown): string[] => {
    if (!s || typeof s !== 'object') return [];
    if (Array.isArray(s)) return s.flatMap(refsOf);
    const own = typeof (s as Schema).$ref === 'string' ? [((s as Schema).$ref as string).split('/').pop()!] : [];
    return [...own, ...Object.values(s as Schema).flatMap(refsOf)];
  };
  const visit = (name: string) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`schema cycle through ${name}`);
    state.set(name, 'visiting');
    for (const dep of refsOf(schemas[name])) if (dep !== name) visit(dep);
    state.set(name, 'done');
    order.push(name);
  };
  for (const name of Object.keys(schemas).sort()) visit(name);
  return order;
}

export interface SocketDocSummary {
  file: string;
  requests: string[];
  subscriptions: string[];
  events: string[];
}

export async function generateSocket(root: string): Promise<SocketDocSummary[]> {
  const dir = join(root, 'contracts/asyncapi');
  const outDir = join(root, process.env.GENERATED_DIR ?? 'generated', 'socket');
  mkdirSync(outDir, { recursive: true });
  const summaries: SocketDocSummary[] = [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8');
    const parsed = await new Parser().parse(text);
    const errors = parsed.diagnostics.filter((d) => d.severity === 0);
    if (errors.length || !parsed.document) {
      throw new Error(`${file}: ${errors.map((e) => `${e.path.join('.')}: ${e.message}`).join('; ')}`);
    }
    const doc = parse(text) as RawDoc;
    const name = basename(file, '.yaml');
    const base = camel(name);
    summaries.push(writeDoc(outDir, name, base, doc));
    writeFileSync(join(outDir, `${name}.models.ts`), await modelinaModels(parsed.document));
    writeFileSync(join(outDir, `${name}.check.ts`), checkModule(name, doc));
  }
  return summaries;
}

async function modelinaModels(document: unknown): Promise<string> {
  const generator = new TypeScriptGenerator({
    modelType: 'interface',
    enumType: 'union',
    rawPropertyNames: true,
    processorOptions: { interpreter: { ignoreAdditionalItems: true, ignoreAdditionalProperties: true } },
  });
  const models = await generator.generate(document as never);
  const body = models
    .filter((m) => !/^AnonymousSchema_/.test(m.modelName) || true)
    .sort((a, b) => a.modelName.localeCompare(b.modelName))
    .map((m) => `export ${m.result.trim()}`)
    .join('\n\n');
  return `${GENERATED_HEADER}/* Message models of the AsyncAPI document, by @asyncapi/modelina. */\n/* eslint-disable */\n\n${body}\n`;
}

function writeDoc(outDir: string, name: string, base: string, doc: RawDoc): SocketDocSummary {
  const schemas = doc.components.schemas ?? {};
  const ctx = { refName: (ref: string) => `${ref.split('/').pop()}Schema` };
  const lines: string[] = [
    GENERATED_HEADER,
    `/* zod validators of ${doc.info.title}: every component schema and every message. */`,
    `import { z } from 'zod';`,
    '',
  ];
  for (const schemaName of schemaOrder(schemas)) {
    lines.push(`export const ${schemaName}Schema = ${toZod(schemas[schemaName]!, ctx, `#/components/schemas/${schemaName}`)};`);
    lines.push(`export type ${schemaName} = z.infer<typeof ${schemaName}Schema>;`);
  }
  lines.push('');
  const messageNames = Object.keys(doc.components.messages).sort();
  for (const messageName of messageNames) {
    const message = doc.components.messages[messageName]!;
    const typeName = pascal(messageName);
    lines.push(`export const ${typeName}Frame = ${toZod(message.payload, ctx, `#/components/messages/${messageName}/payload`)};`);
    lines.push(`export type ${typeName}Frame = z.infer<typeof ${typeName}Frame>;`);
  }
  writeFileSync(join(outDir, `${name}.zod.ts`), lines.join('\n') + '\n');

  // The typed client.
  const client: string[] = [
    GENERATED_HEADER,
    `/* Typed client of ${doc.info.title}: a function per request, a hook per subscription, the event table. */`,
  ];
  const imports = new Set<string>();
  const body: string[] = [];
  const summary: SocketDocSummary = { file: `${name}.yaml`, requests: [], subscriptions: [], events: [] };
  const events: string[] = [];
  for (const [opId, op] of Object.entries(doc.operations).sort(([a], [b]) => a.localeCompare(b))) {
    const message = messageOf(doc, op.messages[0]!.$ref);
    if (op.action === 'receive') {
      const method = (message.payload.properties as Record<string, Schema>)?.method?.const as string | undefined;
      const eventName = method ?? message['x-event'];
      if (!eventName) throw new Error(`${name}: event operation ${opId} has no method const or x-event`);
      const frame = `${pascal(Object.entries(doc.components.messages).find(([, m]) => m === message)![0])}Frame`;
      imports.add(frame);
      events.push(`  '${eventName}': ${frame},`);
      summary.events.push(eventName);
      continue;
    }
    const method = message['x-method'];
    if (!method) throw new Error(`${name}: request ${opId} has no x-method`);
    const requestFrame = `${pascal(Object.entries(doc.components.messages).find(([, m]) => m === message)![0])}Frame`;
    const replyMessage = op.reply ? messageOf(doc, op.reply.messages[0]!.$ref) : undefined;
    const replyFrame = replyMessage
      ? `${pascal(Object.entries(doc.components.messages).find(([, m]) => m === replyMessage)![0])}Frame`
      : undefined;
    imports.add(requestFrame);
    if (replyFrame) imports.add(replyFrame);
    const paramsType = `${requestFrame}['params']`;
    const resultType = replyFrame ? `${replyFrame}['result']` : 'unknown';
    if (!replyFrame) throw new Error(`${name}: request ${opId} has no reply`);
    const resultSchema = `${replyFrame}.shape.result`;
    const fn = camel(method);
    summary.requests.push(method);
    body.push(
      `/** ${method}${op.summary ? `: ${op.summary}` : ''} */`,
      `export function ${fn}(params: ${paramsType}): Promise<${resultType}> {`,
      `  return socketRequest('${method}', params, ${resultSchema});`,
      `}`,
      '',
    );
    const sub = op['x-subscription'];
    if (sub) {
      const eventOp = Object.values(doc.operations).find((o) => {
        const m = messageOf(doc, o.messages[0]!.$ref);
        return (
          o.action === 'receive' &&
          ((m.payload.properties as Record<string, Schema>)?.method?.const === sub.event || m['x-event'] === sub.event)
        );
      });
      if (!eventOp) throw new Error(`${name}: ${method} names event ${sub.event}, which no receive operation declares`);
      const eventMessage = messageOf(doc, eventOp.messages[0]!.$ref);
      const eventFrame = `${pascal(Object.entries(doc.components.messages).find(([, m]) => m === eventMessage)![0])}Frame`;
      imports.add(eventFrame);
      const specName = `${camel(method.replace(/\.subscribe$/, ''))}Subscription`;
      const hookName = `use${pascal(method.replace(/\.subscribe$/, ''))}Subscription`;
      summary.subscriptions.push(method);
      body.push(
        `/** The ${method} stream: subscribe, its ${sub.event} events, ${sub.unsubscribe}. */`,
        `export const ${specName}: SubscriptionSpec<${paramsType}, ${eventFrame}['params']> = {`,
        `  params: ${requestFrame}.shape.params,`,
        `  subscribe: '${method}',`,
        `  unsubscribe: '${sub.unsubscribe}',`,
        `  event: '${sub.event}',`,
        `  eventParams: ${eventFrame}.shape.params,`,
        `  ackResult: ${resultSchema},`,
        `};`,
        '',
        `/** Subscribes while mounted (params null pauses); each validated ${sub.event} reaches onEvent. */`,
        `export function ${hookName}(params: ${paramsType} | null, onEvent: (event: ${eventFrame}['params']) => void) {`,
        `  return useSocketSubscription(${specName}, params, onEvent);`,
        `}`,
        '',
      );
    }
  }
  client.push(
    `import { socketRequest, useSocketSubscription, type SubscriptionSpec } from '../../src/lib/socket/socket-client';`,
    `import { ${[...imports].sort().join(', ')} } from './${name}.zod';`,
    '',
    ...body,
    `/** Every event this socket may push, by method name, with the validator of its frame. */`,
    `export const ${base}Events = {`,
    ...events.sort(),
    `} as const;`,
    '',
  );
  writeFileSync(join(outDir, `${name}.client.ts`), client.join('\n'));
  return summary;
}

/** Compile-time agreement of the two generators: each zod frame type is assignable to modelina's model. */
function checkModule(name: string, doc: RawDoc): string {
  const lines = [
    GENERATED_HEADER,
    `/* Type-level check: modelina's models accept what the zod validators accept. Compiled by tsc, never imported. */`,
  ];
  const checks: string[] = [];
  const used = new Set<string>();
  for (const [messageName, message] of Object.entries(doc.components.messages).sort(([a], [b]) => a.localeCompare(b))) {
    const title = message.payload.title as string | undefined;
    if (!title) throw new Error(`${name}: message ${messageName} payload needs a title (modelina names its model by it)`);
    const frame = `${pascal(messageName)}Frame`;
    used.add(frame);
    checks.push(`export const ${camel(messageName)}Check: Models.${title} = null as unknown as ${frame};`);
  }
  lines.push(
    `import type * as Models from './${name}.models';`,
    `import type { ${[...used].sort().join(', ')} } from './${name}.zod';`,
    '',
    ...checks,
    '',
  );
  return lines.join('\n');
}
