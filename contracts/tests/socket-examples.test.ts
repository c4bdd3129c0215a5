/**
 * The AsyncAPI documents' own examples: every message has one, every example passes the generated validator of
 * its message (so the generated zod accepts the contract), and every payload has a title. Shapes the spec does not
 * give say so: every params, result and event payload schema outside the spec's own fields carries `Assumption:`
 * somewhere on its way (message, payload, params or referenced schema).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { root, type Schema } from './contract-helpers';

type Validator = { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } };
type Module = Record<string, unknown>;

const zodModules = import.meta.glob<Module>('../../generated/socket/*.zod.ts');
const pascal = (s: string) => s.replace(/(^|[._\-\s])(\w)/g, (_, __, c: string) => c.toUpperCase());

interface Doc {
  components: { messages: Record<string, { description?: string; payload: Schema; examples?: { payload: unknown }[] }>; schemas?: Record<string, Schema> };
}

const files = readdirSync(join(root, 'contracts/asyncapi'))
  .filter((f) => f.endsWith('.yaml'))
  .sort();

describe('AsyncAPI examples', () => {
  it.each(files)('%s: every message has an example that its generated validator accepts', async (file) => {
    const doc = parse(readFileSync(join(root, 'contracts/asyncapi', file), 'utf8')) as Doc;
    const zod = await zodModules[`../../generated/socket/${file.replace('.yaml', '.zod.ts')}`]!();
    const failures: string[] = [];
    let checked = 0;
    for (const [name, message] of Object.entries(doc.components.messages)) {
      if (!message.payload.title) failures.push(`${name}: payload without a title`);
      if (!message.examples?.length) failures.push(`${name}: no example`);
      const validator = zod[`${pascal(name)}Frame`] as Validator | undefined;
      if (!validator) failures.push(`${name}: no generated ${pascal(name)}Frame`);
      for (const [i, example] of (message.examples ?? []).entries()) {
        const result = validator?.safeParse(example.payload);
        checked++;
        if (result && !result.success) {
          failures.push(`${name} example ${i}: ${result.error!.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ')}`);
        }
      }
    }
    console.log(`${file}: ${checked} examples of ${Object.keys(doc.components.messages).length} messages`);
    expect(failures).toEqual([]);
  });

  it('rejects what the contract forbids (a sample of negative cases)', async () => {
    const trade = await zodModules['../../generated/socket/trade-socket.zod.ts']!();
    const frame = (name: string) => trade[`${name}Frame`] as Validator;
    const rejected: [string, unknown][] = [
      ['DepthUpdate', { id: null, method: 'depth.update', params: [true, { asks: [['1e3', '1']], bids: [] }, 'BTC_USDT'] }],
      ['DepthUpdate', { id: null, method: 'depth.update', params: [true, { asks: [], bids: [] }, 'btc_usdt'] }],
      ['OrderQueryRequest', { id: 1, method: 'order.query', params: ['BTC_USDT', 0, 101] }],
      ['OrderQueryRequest', { id: 1, method: 'order.query', params: ['BTC_USDT'] }],
      ['ServerAuthRequest', { id: 1, method: 'server.auth', params: ['token', 'public'] }],
      ['DealsUpdate', { id: null, method: 'deals.update', params: ['BTC_USDT', [{ id: 1, time: 1, price: '1', amount: '1', type: 'hold' }]] }],
      ['AssetQueryReply', { id: 1, result: { btc: { available: '1', freeze: '0' } }, error: null }],
      ['ErrorReply', { id: 1, result: null, error: { code: 8, message: 'x' } }],
    ];
    for (const [name, value] of rejected) expect(frame(name).safeParse(value).success, `${name} ${JSON.stringify(value)}`).toBe(false);
  });

  it('says `Assumption:` on every payload shape the spec does not give', () => {
    // Given by the spec (sections 4 and 7): server.auth params, depth.subscribe params, depth.update, order.query
    // params and the account/web event field lists. Everything else must name its model.
    const given = new Set(['serverAuthRequest', 'depthSubscribeRequest', 'depthUpdate', 'orderQueryRequest', 'subscriptionReply', 'errorReply', 'serverPingRequest']);
    const missing: string[] = [];
    for (const file of files) {
      const doc = parse(readFileSync(join(root, 'contracts/asyncapi', file), 'utf8')) as Doc;
      const schemas = doc.components.schemas ?? {};
      const text = (s: unknown, seen = new Set<string>()): string => {
        if (!s || typeof s !== 'object') return '';
        const ref = (s as Schema).$ref;
        if (typeof ref === 'string') {
          const name = ref.split('/').pop()!;
          if (seen.has(name)) return '';
          seen.add(name);
          return text(schemas[name], seen);
        }
        return [(s as Schema).description ?? '', ...Object.values(s as Schema).map((v) => text(v, seen))].join(' ');
      };
      for (const [name, message] of Object.entries(doc.components.messages)) {
        if (given.has(name) || /Unsubscribe|PositionsSubscribe/.test(name)) continue;
        if (!/Assumption:/.test(`${message.description ?? ''} ${text(message.payload)}`)) missing.push(`${file} ${name}`);
      }
      // The account and web sockets' framing is not given either.
      if (file !== 'trade-socket.yaml' && !/Framing[^]*Assumption:/.test((doc as { info?: { description?: string } }).info?.description ?? '')) missing.push(`${file} framing`);
    }
    expect(missing).toEqual([]);
  });
});
