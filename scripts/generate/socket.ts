/**
 * The AsyncAPI side of `npm run generate`: for each document in contracts/asyncapi,
 *  - <doc>.models.ts: message models by modelina,
 *  - <doc>.zod.ts: zod validators of every component schema and message (our converter),
 *  - <doc>.protocol.ts: the tables of the protocol, free of React and of src/: every method with its request and
 *    reply validators, whether it needs server.auth and the stream it opens; every event with its frame validator
 *    (the socket mock and the conformance checker read them too),
 *  - <doc>.client.ts: a typed function per query, a spec and a hook per subscription, a spec and a hook per pushed
 *    event, and the event table the kernel validates incoming frames with,
 *  - <doc>.check.ts: a compile-time check that modelina's models and the zod types agree.
 * Conventions of the documents (docs/contracts.md): a request message carries `x-method`; its operation a `reply`
 * whose first message is the success reply, and `x-auth: required` when the method needs server.auth first; a
 * subscribing operation carries `x-subscription: {event, unsubscribe, key}`; an event message either has a `method`
 * const and `params` (JSON-RPC event `{id: null, method, params}`) or `x-event` with an `event` const and `data`
 * (a pushed frame `{event, data}`). Everything is sorted, so the output is the same bytes for the same contracts.
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
  'x-auth'?: 'required' | 'none';
}
interface RawDoc {
  info: { title: string };
  channels: Record<string, { messages: Record<string, { $ref: string }> }>;
  operations: Record<string, RawOperation>;
  components: { messages: Record<string, RawMessage>; schemas?: Record<string, Schema> };
}

const pascal = (s: string) => s.replace(/(^|[._\-\s])(\w)/g, (_, __, c: string) => c.toUpperCase());
const camel = (s: string) => pascal(s).replace(/^\w/, (c) => c.toLowerCase());
const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const oneLine = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').replace(/\*\//g, '*\\/').trim();

function messageOf(doc: RawDoc, ref: string): RawMessage {
  // '#/channels/x/messages/y' points at '#/components/messages/z' in our documents.
  const parts = ref.replace('#/', '').split('/');
  let node: unknown = doc;
  for (const p of parts) node = (node as Record<string, unknown>)[p];
  if (!node) throw new Error(`unresolved reference ${ref}`);
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
  // scripts/generate.ts writes into a staging folder (GENERATED_DIR) and swaps it in when every step succeeded.
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
    summaries.push(writeDoc(outDir, name, camel(name), doc));
    writeFileSync(join(outDir, `${name}.models.ts`), await modelinaModels(parsed.document));
    writeFileSync(join(outDir, `${name}.check.ts`), checkModule(name, doc));
  }
  return summaries;
}

async function modelinaModels(document: unknown): Promise<string> {
  const generator = new TypeScriptGenerator({
    modelType: 'interface',
    enumType: 'union',
    mapType: 'record',
    rawPropertyNames: true,
    processorOptions: { interpreter: { ignoreAdditionalItems: true, ignoreAdditionalProperties: true } },
  });
  const models = await generator.generate(document as never);
  const body = models
    .sort((a, b) => a.modelName.localeCompare(b.modelName))
    .map((m) => `export ${m.result.trim()}`)
    .join('\n\n');
  return `${GENERATED_HEADER}/* Message models of the AsyncAPI document, by @asyncapi/modelina. */\n/* eslint-disable */\n\n${body}\n`;
}

/** What the generator reads from one document, checked against the conventions. */
interface DocModel {
  requests: {
    opId: string;
    method: string;
    summary: string;
    auth: boolean;
    requestFrame: string;
    replyFrame: string;
    errorFrame: string | undefined;
    subscription?: { event: string; unsubscribe: string; eventFrame: string };
  }[];
  /** JSON-RPC events `{id: null, method, params}`. */
  rpcEvents: { name: string; frame: string }[];
  /** Pushed frames `{event, data}`. */
  pushEvents: { name: string; frame: string; summary: string; auth: boolean }[];
}

function readDoc(name: string, doc: RawDoc): DocModel {
  const frameOf = (message: RawMessage) => {
    const entry = Object.entries(doc.components.messages).find(([, m]) => m === message);
    if (!entry) throw new Error(`${name}: a message is not under components.messages`);
    return `${pascal(entry[0])}Frame`;
  };
  const model: DocModel = { requests: [], rpcEvents: [], pushEvents: [] };
  const eventFrames = new Map<string, string>();
  for (const [opId, op] of Object.entries(doc.operations).sort(([a], [b]) => a.localeCompare(b))) {
    if (op.action !== 'receive') continue;
    const message = messageOf(doc, op.messages[0]!.$ref);
    const props = (message.payload.properties ?? {}) as Record<string, Schema>;
    const method = props.method?.const as string | undefined;
    const pushed = message['x-event'];
    if (method && pushed) throw new Error(`${name}: event ${opId} has both a method const and x-event`);
    if (method) {
      if (!props.params) throw new Error(`${name}: event ${method} has no params`);
      model.rpcEvents.push({ name: method, frame: frameOf(message) });
      eventFrames.set(method, frameOf(message));
    } else if (pushed) {
      if (props.event?.const !== pushed) throw new Error(`${name}: event ${pushed} needs an \`event\` const equal to x-event`);
      if (!props.data) throw new Error(`${name}: event ${pushed} has no data`);
      model.pushEvents.push({ name: pushed, frame: frameOf(message), summary: oneLine(op.summary), auth: op['x-auth'] === 'required' });
      eventFrames.set(pushed, frameOf(message));
    } else {
      throw new Error(`${name}: event operation ${opId} has no method const or x-event`);
    }
  }
  for (const [opId, op] of Object.entries(doc.operations).sort(([a], [b]) => a.localeCompare(b))) {
    if (op.action === 'receive') continue;
    const message = messageOf(doc, op.messages[0]!.$ref);
    const method = message['x-method'];
    if (!method) throw new Error(`${name}: request ${opId} has no x-method`);
    const constMethod = ((message.payload.properties ?? {}) as Record<string, Schema>).method?.const;
    if (constMethod !== method) throw new Error(`${name}: request ${method}: payload method const is ${String(constMethod)}`);
    if (!op.reply?.messages.length) throw new Error(`${name}: request ${opId} has no reply`);
    const [success, error] = op.reply.messages.map((m) => frameOf(messageOf(doc, m.$ref)));
    const sub = op['x-subscription'];
    let subscription: DocModel['requests'][number]['subscription'];
    if (sub) {
      const eventFrame = eventFrames.get(sub.event);
      if (!eventFrame) throw new Error(`${name}: ${method} names event ${sub.event}, which no receive operation declares`);
      subscription = { event: sub.event, unsubscribe: sub.unsubscribe, eventFrame };
    }
    model.requests.push({
      opId,
      method,
      summary: oneLine(op.summary),
      auth: op['x-auth'] === 'required',
      requestFrame: frameOf(message),
      replyFrame: success!,
      errorFrame: error,
      subscription,
    });
  }
  const methods = new Set(model.requests.map((r) => r.method));
  for (const r of model.requests) {
    if (r.subscription && !methods.has(r.subscription.unsubscribe)) {
      throw new Error(`${name}: ${r.method} names ${r.subscription.unsubscribe}, which no request declares`);
    }
  }
  model.requests.sort((a, b) => a.method.localeCompare(b.method));
  model.rpcEvents.sort((a, b) => a.name.localeCompare(b.name));
  model.pushEvents.sort((a, b) => a.name.localeCompare(b.name));
  return model;
}

function writeDoc(outDir: string, name: string, base: string, doc: RawDoc): SocketDocSummary {
  const model = readDoc(name, doc);

  // The validators.
  const schemas = doc.components.schemas ?? {};
  const ctx = { refName: (ref: string) => `${ref.split('/').pop()}Schema` };
  const lines: string[] = [
    GENERATED_HEADER,
    `/* zod validators of ${doc.info.title}: every component schema and every message. */`,
    `import * as z from 'zod/mini';`,
    '',
  ];
  for (const schemaName of schemaOrder(schemas)) {
    lines.push(`export const ${schemaName}Schema = ${toZod(schemas[schemaName]!, ctx, `#/components/schemas/${schemaName}`)};`);
    lines.push(`export type ${schemaName} = z.infer<typeof ${schemaName}Schema>;`);
  }
  lines.push('');
  for (const messageName of Object.keys(doc.components.messages).sort()) {
    const message = doc.components.messages[messageName]!;
    const typeName = pascal(messageName);
    lines.push(`export const ${typeName}Frame = ${toZod(message.payload, ctx, `#/components/messages/${messageName}/payload`)};`);
    lines.push(`export type ${typeName}Frame = z.infer<typeof ${typeName}Frame>;`);
  }
  writeFileSync(join(outDir, `${name}.zod.ts`), lines.join('\n') + '\n');

  writeFileSync(join(outDir, `${name}.protocol.ts`), protocolModule(name, base, doc, model));
  writeFileSync(join(outDir, `${name}.client.ts`), clientModule(name, base, doc, model));

  return {
    file: `${name}.yaml`,
    requests: model.requests.map((r) => r.method),
    subscriptions: model.requests.filter((r) => r.subscription).map((r) => r.method),
    events: [...model.rpcEvents, ...model.pushEvents].map((e) => e.name).sort(),
  };
}

/** The protocol tables: plain data and validators, importable by the kernel, the mocks and scripts alike. */
function protocolModule(name: string, base: string, doc: RawDoc, model: DocModel): string {
  const imports = new Set<string>();
  const body: string[] = [];
  if (model.requests.length) {
    body.push(
      `/** Every method of ${doc.info.title}: request and reply validators, server.auth needed first, the stream it opens. */`,
      `export const ${base}Methods = {`,
    );
    for (const r of model.requests) {
      imports.add(r.requestFrame).add(r.replyFrame);
      if (r.errorFrame) imports.add(r.errorFrame);
      const parts = [
        `request: ${r.requestFrame}`,
        `reply: ${r.replyFrame}`,
        ...(r.errorFrame ? [`error: ${r.errorFrame}`] : []),
        `auth: ${r.auth}`,
        ...(r.subscription
          ? [`subscription: { event: ${quote(r.subscription.event)}, unsubscribe: ${quote(r.subscription.unsubscribe)} }`]
          : []),
      ];
      body.push(`  ${quote(r.method)}: { ${parts.join(', ')} },`);
    }
    body.push(`} as const;`, `export type ${pascal(base)}Method = keyof typeof ${base}Methods;`, '');
  }
  const events = [...model.rpcEvents, ...model.pushEvents].sort((a, b) => a.name.localeCompare(b.name));
  body.push(
    `/** Every event ${doc.info.title} may push, by name, with the validator of its whole frame. */`,
    `export const ${base}Events = {`,
  );
  for (const e of events) {
    imports.add(e.frame);
    body.push(`  ${quote(e.name)}: ${e.frame},`);
  }
  body.push(`} as const;`, `export type ${pascal(base)}Event = keyof typeof ${base}Events;`, '');
  return [
    GENERATED_HEADER,
    `/* Protocol tables of ${doc.info.title}: methods and events with their validators. No React, no src/. */`,
    `import { ${[...imports].sort().join(', ')} } from './${name}.zod';`,
    '',
    ...body,
  ].join('\n');
}

/** The typed client: what features call. */
function clientModule(name: string, base: string, doc: RawDoc, model: DocModel): string {
  const kernel = new Set<string>();
  const imports = new Set<string>();
  const body: string[] = [];
  const unsubscribes = new Set(model.requests.flatMap((r) => (r.subscription ? [r.subscription.unsubscribe] : [])));
  for (const r of model.requests) {
    const paramsType = `${r.requestFrame}['params']`;
    if (r.subscription) {
      const { event, unsubscribe, eventFrame } = r.subscription;
      imports.add(r.requestFrame).add(r.replyFrame).add(eventFrame);
      kernel.add('useSocketSubscription').add('type SubscriptionSpec');
      const stem = r.method.replace(/\.subscribe$/, '');
      body.push(
        `/** The ${r.method} stream${r.summary ? ` (${r.summary.replace(/\.$/, '')})` : ''}: subscribe, its ${event} events, ${unsubscribe}. */`,
        `export const ${camel(stem)}Subscription: SubscriptionSpec<${paramsType}, ${eventFrame}['params']> = {`,
        `  params: ${r.requestFrame}.shape.params,`,
        `  subscribe: ${quote(r.method)},`,
        `  unsubscribe: ${quote(unsubscribe)},`,
        `  event: ${quote(event)},`,
        `  eventParams: ${eventFrame}.shape.params,`,
        `  ackResult: ${r.replyFrame}.shape.result,`,
        `  auth: ${r.auth},`,
        `};`,
        '',
        `/** Subscribes while mounted (params null pauses); each validated ${event} reaches onEvent. */`,
        `export function use${pascal(stem)}Subscription(params: ${paramsType} | null, onEvent: (event: ${eventFrame}['params']) => void): void {`,
        `  useSocketSubscription(${camel(stem)}Subscription, params, onEvent);`,
        `}`,
        '',
      );
      continue;
    }
    // An unsubscribe is sent by the kernel when a stream is released; it gets no function of its own.
    if (unsubscribes.has(r.method)) continue;
    imports.add(r.requestFrame).add(r.replyFrame);
    kernel.add('socketRequest').add('type RequestSpec');
    const resultType = `${r.replyFrame}['result']`;
    const fn = camel(r.method);
    body.push(
      `/** ${r.method}: the request's contract (params and result validators, whether server.auth must come first). */`,
      `export const ${fn}Request: RequestSpec<${paramsType}, ${resultType}> = {`,
      `  method: ${quote(r.method)},`,
      `  params: ${r.requestFrame}.shape.params,`,
      `  result: ${r.replyFrame}.shape.result,`,
      `  auth: ${r.auth},`,
      `};`,
      '',
      `/** ${r.method}${r.summary ? `: ${r.summary}` : ''} */`,
      `export function ${fn}(params: ${paramsType}): Promise<${resultType}> {`,
      `  return socketRequest(${fn}Request, params);`,
      `}`,
      '',
    );
  }
  for (const e of model.pushEvents) {
    imports.add(e.frame);
    kernel.add('useSocketEvent').add('type EventSpec');
    const stem = camel(e.name);
    body.push(
      `/** The ${e.name} event${e.summary ? ` (${e.summary.replace(/\.$/, '')})` : ''}: pushed as {event, data}. */`,
      `export const ${stem}Event: EventSpec<${e.frame}['data']> = {`,
      `  event: ${quote(e.name)},`,
      `  data: ${e.frame}.shape.data,`,
      `  auth: ${e.auth},`,
      `};`,
      '',
      `/** Listens while mounted; each validated ${e.name} reaches onEvent with its data. */`,
      `export function use${pascal(e.name)}Event(onEvent: (data: ${e.frame}['data']) => void): void {`,
      `  useSocketEvent(${stem}Event, onEvent);`,
      `}`,
      '',
    );
  }
  const kernelImports = [...kernel].sort((a, b) => a.replace(/^type /, '').localeCompare(b.replace(/^type /, '')));
  return [
    GENERATED_HEADER,
    `/* Typed client of ${doc.info.title}: a function per query, a spec and a hook per subscription and pushed event. */`,
    ...(kernelImports.length ? [`import { ${kernelImports.join(', ')} } from '../../src/lib/socket/socket-client';`] : []),
    ...(imports.size ? [`import { ${[...imports].sort().join(', ')} } from './${name}.zod';`] : []),
    '',
    `export { ${base}Events } from './${name}.protocol';`,
    '',
    ...body,
  ].join('\n');
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
