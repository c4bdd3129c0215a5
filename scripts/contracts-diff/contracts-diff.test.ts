/**
 * The contract diff on small fixture documents: which changes are breaking (a removed field, a changed type, a new
 * required request field, ...) and which are not (an added optional field, an added operation), the version-bump
 * rule, and the CLI end to end on a throwaway git repository (git show of the base, Redocly bundle, exit codes).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { describeAsyncApi, ROOT, type OpenApiDocument } from '../conformance/contract';
import { diffAsyncApi } from './asyncapi-diff';
import { diffContracts } from './diff';
import { diffOpenApi } from './openapi-diff';
import type { Change } from './schema-diff';
import { allowsBreaking } from './version';

type Mutable = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function openapi(version = '1.0.0'): Mutable {
  return {
    openapi: '3.1.0',
    info: { title: 'Fixture', version },
    paths: {
      '/v2/items/{id}': {
        get: {
          operationId: 'getItem',
          security: [],
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } } },
        },
      },
      '/v2/items': {
        post: {
          operationId: 'createItem',
          security: [],
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/NewItem' } } } },
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } } },
        },
      },
    },
    components: {
      schemas: {
        Item: {
          type: 'object',
          required: ['id', 'name', 'side'],
          properties: {
            id: { type: 'integer' },
            name: { type: 'string' },
            note: { type: 'string' },
            side: { type: 'string', enum: ['buy', 'sell'] },
          },
        },
        NewItem: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', maxLength: 64 }, side: { type: 'string', enum: ['buy', 'sell'] } },
        },
      },
    },
  };
}

const diff = (change: (doc: Mutable) => void): Change[] => {
  const head = openapi();
  change(head);
  return diffOpenApi(openapi() as OpenApiDocument, head as OpenApiDocument);
};
const breaking = (changes: Change[]) => changes.filter((c) => c.level === 'breaking').map((c) => `${c.where.trim()}: ${c.message}`);
const nonBreaking = (changes: Change[]) => changes.filter((c) => c.level === 'non-breaking').map((c) => `${c.where.trim()}: ${c.message}`);

describe('OpenAPI changes', () => {
  it('finds no change between equal documents', () => {
    expect(diff(() => undefined)).toEqual([]);
  });
  it('a removed response field is breaking (required or only present)', () => {
    const changes = diff((d) => {
      delete d.components.schemas.Item.properties.note;
    });
    expect(breaking(changes)).toEqual([
      'response 200 application/json $.note: response field removed (was optional)',
      'response 200 application/json $.note: response field removed (was optional)',
    ]);
    expect(changes.map((c) => c.subject)).toEqual(['GET /v2/items/{id} (getItem)', 'POST /v2/items (createItem)']);
  });
  it('a changed type is breaking', () => {
    const changes = diff((d) => {
      d.components.schemas.Item.properties.id = { type: 'string' };
    });
    expect(breaking(changes)).toContain('response 200 application/json $.id: type changed from integer to string');
    expect(nonBreaking(changes)).toEqual([]);
  });
  it('an added optional field is not breaking, in a response or a request', () => {
    const changes = diff((d) => {
      d.components.schemas.Item.properties.createdAt = { type: 'string', format: 'date-time' };
      d.components.schemas.NewItem.properties.comment = { type: 'string' };
    });
    expect(breaking(changes)).toEqual([]);
    expect(nonBreaking(changes).sort()).toEqual([
      'request body application/json $.comment: optional request field added',
      'response 200 application/json $.createdAt: optional response field added',
      'response 200 application/json $.createdAt: optional response field added',
    ]);
  });
  it('a newly required request field or parameter is breaking', () => {
    const changes = diff((d) => {
      d.components.schemas.NewItem.required = ['name', 'side'];
      d.paths['/v2/items/{id}'].get.parameters.push({ name: 'market', in: 'query', required: true, schema: { type: 'string' } });
    });
    expect(breaking(changes).sort()).toEqual([
      'parameter query market: new required parameter',
      'request body application/json $: field side is now required',
    ]);
  });
  it('enum values: removed from a request is breaking; added to a response is breaking (the client validates it)', () => {
    const changes = diff((d) => {
      d.components.schemas.NewItem.properties.side.enum = ['buy'];
      d.components.schemas.Item.properties.side.enum = ['buy', 'sell', 'hold'];
    });
    expect(breaking(changes)).toEqual([
      'response 200 application/json $.side: enum value "hold" added',
      'request body application/json $.side: enum value "sell" removed',
      'response 200 application/json $.side: enum value "hold" added',
    ]);
  });
  it('a narrowed request constraint is breaking, a widened one is not', () => {
    expect(breaking(diff((d) => (d.components.schemas.NewItem.properties.name.maxLength = 32)))).toEqual([
      'request body application/json $.name: maxLength 64 → 32',
    ]);
    expect(breaking(diff((d) => (d.components.schemas.NewItem.properties.name.maxLength = 128)))).toEqual([]);
  });
  it('a request schema turned into anyOf [itself, another] is widened, not breaking; one no branch of which keeps it is', () => {
    const token = { type: 'string', pattern: '^[0-9a-f]{32}$' };
    const widened = diff((d) => {
      d.components.schemas.NewItem.properties.side = { anyOf: [{ type: 'string', enum: ['buy', 'sell'] }, token] };
    });
    expect(breaking(widened)).toEqual([]);
    expect(nonBreaking(widened)).toContain(
      'request body application/json $.side: anyOf added: alternative 0 accepts every value the old schema did',
    );
    const narrowed = diff((d) => {
      d.components.schemas.NewItem.properties.side = { anyOf: [{ type: 'string', enum: ['buy'] }, token] };
    });
    expect(breaking(narrowed)).toEqual(['request body application/json $.side: anyOf added']);
    // In a response the same widening is breaking: the client may now receive a token.
    const response = diff((d) => {
      d.components.schemas.Item.properties.side = { anyOf: [{ type: 'string', enum: ['buy', 'sell'] }, token] };
    });
    expect(breaking(response)).toContain(
      'response 200 application/json $.side: anyOf added: alternative 0 accepts every value the old schema did',
    );
  });
  it('a removed operation is breaking, an added one is not', () => {
    const changes = diff((d) => {
      delete d.paths['/v2/items'];
      d.paths['/v2/other'] = { get: { operationId: 'getOther', responses: { '200': { description: 'ok' } } } };
    });
    expect(changes.map((c) => [c.level, c.subject, c.message])).toEqual([
      ['breaking', 'POST /v2/items (createItem)', 'operation removed'],
      ['non-breaking', 'GET /v2/other (getOther)', 'operation added'],
    ]);
  });
  it('a renamed path parameter is no change', () => {
    expect(
      diff((d) => {
        const item = d.paths['/v2/items/{id}'];
        item.get.parameters[0].name = 'itemId';
        delete d.paths['/v2/items/{id}'];
        d.paths['/v2/items/{itemId}'] = item;
      }),
    ).toEqual([]);
  });
});

function asyncapi(version = '0.1.0'): Mutable {
  return {
    asyncapi: '3.0.0',
    info: { title: 'Socket', version },
    operations: {
      depthSubscribe: {
        action: 'send',
        messages: [{ $ref: '#/components/messages/depthSubscribeRequest' }],
        reply: { messages: [{ $ref: '#/components/messages/ack' }] },
        'x-subscription': { event: 'depth.update', unsubscribe: 'depth.unsubscribe' },
      },
      depthUpdate: { action: 'receive', messages: [{ $ref: '#/components/messages/depthUpdate' }] },
    },
    components: {
      messages: {
        depthSubscribeRequest: {
          'x-method': 'depth.subscribe',
          payload: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              method: { const: 'depth.subscribe' },
              params: { type: 'array', items: [{ type: 'string' }, { type: 'integer' }] },
            },
          },
        },
        ack: { payload: { type: 'object', properties: { id: { type: 'integer' }, result: { type: 'object' }, error: { type: 'null' } } } },
        depthUpdate: {
          payload: {
            type: 'object',
            required: ['method', 'params'],
            additionalProperties: false,
            properties: {
              method: { type: 'string', const: 'depth.update' },
              params: { type: 'array', items: [{ type: 'boolean' }, { type: 'string' }] },
            },
          },
        },
      },
    },
  };
}

const asyncDiff = (change: (doc: Mutable) => void, base = asyncapi()): Change[] => {
  const head = asyncapi();
  change(head);
  return diffAsyncApi('socket', describeAsyncApi(base, 'socket'), describeAsyncApi(head, 'socket'));
};

describe('AsyncAPI changes', () => {
  it('a removed socket method or event is breaking', () => {
    const changes = asyncDiff((d) => {
      delete d.operations.depthSubscribe;
      delete d.operations.depthUpdate;
    });
    expect(changes.map((c) => [c.level, c.subject, c.message])).toEqual([
      ['breaking', 'depth.subscribe', 'socket method removed (subscription)'],
      ['breaking', 'depth.update', 'socket event removed'],
    ]);
  });
  it('a changed payload type is breaking', () => {
    const changes = asyncDiff((d) => {
      d.components.messages.depthUpdate.payload.properties.params.items[1] = { type: 'number' };
    });
    expect(breaking(changes)).toEqual(['event $.params[1]: type changed from string to number']);
  });
  it('a field added to a closed event is breaking (strict socket validators); to an open one it is not', () => {
    expect(breaking(asyncDiff((d) => (d.components.messages.depthUpdate.payload.properties.seq = { type: 'integer' })))).toEqual([
      'event $.seq: field added to a closed object: deployed clients’ strict validators reject it',
    ]);
    expect(breaking(asyncDiff((d) => (d.components.messages.ack.payload.properties.extra = { type: 'integer' })))).toEqual([]);
  });
});

describe('the version rule', () => {
  it('needs a major bump, or a minor bump while 0.x', () => {
    expect(allowsBreaking('1.2.3', '2.0.0')).toBe(true);
    expect(allowsBreaking('1.2.3', '1.3.0')).toBe(false);
    expect(allowsBreaking('0.1.0', '0.2.0')).toBe(true);
    expect(allowsBreaking('0.1.0', '0.1.1')).toBe(false);
    expect(allowsBreaking('0.1.0', '1.0.0')).toBe(true);
    expect(allowsBreaking('0.1.0', 'next')).toBe(false);
  });
  it('fails a document with an unversioned breaking change, and only that one', () => {
    const head = openapi('1.0.1');
    delete head.components.schemas.Item.properties.note;
    const contracts = (doc: Mutable, sockets: Mutable) => ({
      label: 'x',
      openapi: doc as OpenApiDocument,
      asyncapi: new Map([['socket', describeAsyncApi(sockets, 'socket')]]),
    });
    const result = diffContracts(contracts(openapi('1.0.0'), asyncapi()), contracts(head, asyncapi('0.1.0')));
    expect(result.failed).toBe(true);
    expect(result.documents.map((d) => [d.document, d.failed])).toEqual([
      ['openapi', true],
      ['asyncapi:socket', false],
    ]);
    expect(result.documents[0]!.reason).toBe('2 breaking change(s) need info.version 2.0.0 or later (is 1.0.1)');
    head.info.version = '2.0.0';
    expect(diffContracts(contracts(openapi('1.0.0'), asyncapi()), contracts(head, asyncapi())).failed).toBe(false);
  });
});

describe('npm run contracts:diff on a git repository', () => {
  const repo = mkdtempSync(join(tmpdir(), 'contracts-diff-repo-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: repo,
      stdio: 'pipe',
      env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' },
    });
  const write = (doc: Mutable, socket: Mutable) => {
    // The OpenAPI side split in two files, as contracts/openapi is: the CLI bundles them with Redocly.
    const { schemas } = doc.components;
    mkdirSync(join(repo, 'contracts/openapi/components'), { recursive: true });
    mkdirSync(join(repo, 'contracts/asyncapi'), { recursive: true });
    writeFileSync(join(repo, 'contracts/openapi/components/schemas.yaml'), stringify(schemas));
    const root = JSON.parse(JSON.stringify(doc).replace(/#\/components\/schemas\//g, './components/schemas.yaml#/')) as Mutable;
    delete root.components;
    writeFileSync(join(repo, 'contracts/openapi/openapi.yaml'), stringify(root));
    writeFileSync(join(repo, 'contracts/asyncapi/socket.yaml'), stringify(socket));
  };
  const cli = (...args: string[]) =>
    spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/contracts-diff/cli.ts'), ...args], { cwd: repo, encoding: 'utf8' });

  it('exits 1 on a breaking change without a bump, 0 with one, 2 on an unknown ref', () => {
    git('init', '-q', '-b', 'main');
    write(openapi('1.0.0'), asyncapi('0.1.0'));
    git('add', '.');
    git('commit', '-qm', 'base');

    const head = openapi('1.0.0');
    head.components.schemas.Item.properties.id = { type: 'string' };
    write(head, asyncapi('0.1.0'));
    const unversioned = cli('--base', 'HEAD');
    expect(unversioned.status).toBe(1);
    expect(unversioned.stdout).toContain('BREAKING');
    expect(unversioned.stdout).toContain('$.id: type changed from integer to string');
    expect(unversioned.stdout).toContain('need info.version 2.0.0 or later (is 1.0.0)');

    head.info.version = '2.0.0';
    write(head, asyncapi('0.1.0'));
    const versioned = cli('--base', 'HEAD', '--json');
    expect(versioned.status).toBe(0);
    expect((JSON.parse(versioned.stdout) as { failed: boolean }).failed).toBe(false);

    expect(cli('--base', 'no-such-ref').status).toBe(2);
  });
});
