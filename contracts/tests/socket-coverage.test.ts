/**
 * Every method and event row of contracts/inventory/socket.tsv is in the AsyncAPI documents, read through the
 * AsyncAPI parser: requests with `x-method`, subscriptions with their update event and unsubscribe, events by
 * method const or `x-event` (with the investment variants), and the params the spec gives. The generated protocol
 * tables hold exactly what the documents declare.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Parser, type AsyncAPIDocumentInterface } from '@asyncapi/parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountSocketEvents } from '../../generated/socket/account-socket.protocol';
import { tradeSocketEvents, tradeSocketMethods } from '../../generated/socket/trade-socket.protocol';
import { webSocketEvents } from '../../generated/socket/web-socket.protocol';
import { readTsv, root, type Schema } from './contract-helpers';

interface Declared {
  file: string;
  requests: Map<string, { auth: boolean; params: Schema; subscription?: { event: string; unsubscribe: string } }>;
  events: Map<string, { payload: Schema }>;
}

const dir = join(root, 'contracts/asyncapi');
const documents = new Map<string, AsyncAPIDocumentInterface>();
const declared: Declared[] = [];

/** What a document declares, read from the parser's model (references resolved). */
function read(file: string, doc: AsyncAPIDocumentInterface): Declared {
  const out: Declared = { file, requests: new Map(), events: new Map() };
  for (const op of doc.operations().all()) {
    const message = op.messages().all()[0]!;
    const payload = (message.payload()?.json() ?? {}) as Schema;
    const props = (payload.properties ?? {}) as Record<string, Schema>;
    const ext = (o: { extensions(): { get(id: string): { value(): unknown } | undefined } }, id: string) => o.extensions().get(id)?.value();
    if (op.action() === 'receive') {
      const name = (props.method?.const as string | undefined) ?? (ext(message, 'x-event') as string | undefined);
      if (name) out.events.set(name, { payload });
      continue;
    }
    const method = ext(message, 'x-method') as string | undefined;
    if (!method) continue;
    out.requests.set(method, {
      auth: ext(op, 'x-auth') === 'required',
      params: props.params ?? {},
      subscription: ext(op, 'x-subscription') as { event: string; unsubscribe: string } | undefined,
    });
  }
  return out;
}

const findRequest = (method: string) => declared.map((d) => d.requests.get(method)).find(Boolean);
const findEvent = (name: string) => declared.map((d) => d.events.get(name)).find(Boolean);

beforeAll(async () => {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort()) {
    const { document, diagnostics } = await new Parser().parse(readFileSync(join(dir, file), 'utf8'));
    expect(diagnostics.filter((d) => d.severity === 0), file).toEqual([]);
    documents.set(file, document!);
    declared.push(read(file, document!));
  }
});

describe('socket inventory coverage', () => {
  const rows = readTsv('socket.tsv');

  it('finds every request, subscription and event row of socket.tsv in the AsyncAPI documents', () => {
    const missing: string[] = [];
    let covered = 0;
    for (const row of rows) {
      const { kind, name, params } = row as { kind: string; name: string; params: string };
      if (kind === 'request' || kind === 'subscription') {
        const request = findRequest(name);
        if (!request) missing.push(`${kind} ${name}`);
        else if (name.endsWith('.subscribe')) {
          const stem = name.replace(/\.subscribe$/, '');
          const sub = request.subscription;
          if (sub?.event !== `${stem}.update` || sub.unsubscribe !== `${stem}.unsubscribe`) missing.push(`${name}: x-subscription ${JSON.stringify(sub)}`);
          else if (!findEvent(sub.event)) missing.push(`${name}: no event ${sub.event}`);
          else covered++;
        } else if (name.endsWith('.unsubscribe')) {
          const ends = declared.some((d) => [...d.requests.values()].some((r) => r.subscription?.unsubscribe === name));
          if (ends) covered++;
          else missing.push(`${name}: no subscription ends with it`);
        } else covered++;
      } else if (kind === 'event') {
        const event = findEvent(name);
        const variant = /^variant: (\w+)$/.exec(params ?? '')?.[1];
        if (!event) missing.push(`event ${name}`);
        else if (variant) {
          const data = ((event.payload.properties as Record<string, Schema>).data ?? {}) as Schema;
          const variants = ((data.oneOf ?? []) as Schema[]).map((v) => ((v.properties as Record<string, Schema>)?.type as Schema | undefined)?.const);
          if (variants.includes(variant)) covered++;
          else missing.push(`event ${name} variant ${variant} (has ${variants.join(', ')})`);
        } else covered++;
      }
    }
    const counted = rows.filter((r) => r.kind !== 'constant').length;
    console.log(`socket inventory: ${covered}/${counted} method and event rows in the AsyncAPI documents`);
    expect(missing).toEqual([]);
    expect(covered).toBe(counted);
  });

  it('gives the params the spec shows', () => {
    const items = (method: string) => (findRequest(method)!.params.items ?? []) as Schema[];
    // server.auth [token, "web"]
    expect(items('server.auth')[1]).toMatchObject({ const: 'web' });
    // depth.subscribe [market, 50, precision]
    expect((items('depth.subscribe')[1]!.enum as number[]).includes(50)).toBe(true);
    // order.query (market, offset, limit default 100): limit 1-100, 100 when left out
    const variants = (findRequest('order.query')!.params.oneOf ?? []) as Schema[];
    const limit = variants.map((v) => (v.items as Schema[])[2]).find(Boolean)!;
    expect(limit).toMatchObject({ default: 100, maximum: 100, minimum: 1 });
    expect(variants.some((v) => (v.items as Schema[]).length === 2)).toBe(true);
  });

  it('marks private methods and the account and web events as needing server.auth', () => {
    const publicMethods = ['server.auth', 'server.ping', 'kline_last_deal.query', 'depth.subscribe', 'depth.unsubscribe', 'deals.subscribe', 'deals.unsubscribe', 'state.subscribe', 'state.unsubscribe'];
    for (const d of declared) {
      for (const [method, r] of d.requests) expect(r.auth, method).toBe(!publicMethods.includes(method));
    }
    for (const file of ['account-socket.yaml', 'web-socket.yaml']) {
      for (const op of documents.get(file)!.operations().all()) expect(op.extensions().get('x-auth')?.value(), op.id()).toBe('required');
    }
  });

  it('generates protocol tables that hold exactly what the documents declare', () => {
    const trade = declared.find((d) => d.file === 'trade-socket.yaml')!;
    expect(Object.keys(tradeSocketMethods).sort()).toEqual([...trade.requests.keys()].sort());
    expect(Object.keys(tradeSocketEvents).sort()).toEqual([...trade.events.keys()].sort());
    for (const [method, r] of trade.requests) expect(tradeSocketMethods[method as keyof typeof tradeSocketMethods].auth, method).toBe(r.auth);
    expect(Object.keys(accountSocketEvents).sort()).toEqual([...declared.find((d) => d.file === 'account-socket.yaml')!.events.keys()].sort());
    expect(Object.keys(webSocketEvents).sort()).toEqual([...declared.find((d) => d.file === 'web-socket.yaml')!.events.keys()].sort());
  });
});
