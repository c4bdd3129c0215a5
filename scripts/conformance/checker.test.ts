/** The checker's pieces on a small fixture contract: request building, each rule of the answer check, the reports. */
import { describe, expect, it } from 'vitest';
import { listOperations, type OpenApiDocument } from './contract';
import { issuesToViolations } from './frame-check';
import { checkAnswer } from './http-check';
import { summarize, toJUnit, formatTable, type ConformanceRun } from './report';
import { buildRequest } from './request';
import { SchemaChecker } from './schema-check';
import { jsonPath, type CheckResult } from './violations';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'fixture', version: '1.0.0' },
  security: [{ session: [] }],
  paths: {
    '/v2/items/{id}': {
      get: {
        operationId: 'getItem',
        tags: ['items'],
        security: [{}, { session: [] }],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer' }, example: 42 },
          { name: 'limit', in: 'query', schema: { type: 'integer', default: 10 } },
          { name: 'side', in: 'query', required: true, schema: { type: 'string', enum: ['buy', 'sell'] } },
        ],
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/ItemResponse' },
                example: { data: { id: 42, name: 'x', price: '1.5' } },
              },
            },
          },
          '5XX': { $ref: '#/components/responses/ServerError' },
        },
      },
    },
    '/v2/items': {
      post: {
        operationId: 'createItem',
        tags: ['items'],
        security: [{ session: [], csrf: [] }],
        requestBody: { content: { 'application/json': { schema: { type: 'object' }, example: { name: 'x' } } } },
        responses: { '204': { description: 'created' } },
      },
    },
  },
  components: {
    schemas: {
      ItemResponse: {
        type: 'object',
        required: ['data'],
        properties: {
          data: {
            type: 'object',
            required: ['id', 'name'],
            additionalProperties: false,
            properties: {
              id: { type: 'integer' },
              name: { type: 'string' },
              price: { type: 'string', pattern: '^[0-9]+(\\.[0-9]+)?$' },
              kind: {
                oneOf: [
                  { type: 'string', enum: ['a', 'b'] },
                  { type: 'integer', minimum: 0 },
                ],
              },
            },
          },
        },
      },
      Error: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
    },
    responses: {
      ServerError: { description: 'error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    },
    securitySchemes: {
      session: { type: 'apiKey', in: 'cookie', name: 'session' },
      csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-TOKEN' },
    },
  },
};

const [getItem, createItem] = listOperations(doc);
const schemas = new SchemaChecker(doc);
const json = (status: number, body: unknown, contentType = 'application/json') => ({ status, contentType, body: JSON.stringify(body) });

describe('request building', () => {
  it('fills path and required query parameters from examples, defaults and enums', () => {
    const req = buildRequest(getItem!, doc, { Cookie: 'session=abc' });
    expect(req.method).toBe('GET');
    expect(req.url).toBe('/v2/items/42?side=buy');
    expect(req.headers).toMatchObject({ Accept: 'application/json', Cookie: 'session=abc' });
  });
  it('sends the request body example as JSON', () => {
    const req = buildRequest(createItem!, doc);
    expect(req.body).toBe('{"name":"x"}');
    expect(req.headers['Content-Type']).toBe('application/json');
  });
  it('reads auth needs from security', () => {
    expect([getItem!.auth, createItem!.auth]).toEqual(['optional', 'required']);
    expect(createItem!.schemes).toEqual(['session', 'csrf']);
  });
});

describe('answer check', () => {
  const check = (answer: { status: number; contentType: string | null; body: string }) => checkAnswer(getItem!, doc, schemas, answer);

  it('passes an answer that follows the contract', () => {
    expect(check(json(200, { data: { id: 1, name: 'a', price: '2' } }))).toEqual([]);
    expect(check(json(503, { message: 'down' }))).toEqual([]);
  });
  it('reports a wrong type with its JSON path, expected and actual value', () => {
    expect(check(json(200, { data: { id: '1', name: 'a' } }))).toEqual([
      { rule: 'schema', path: '$.data.id', expected: 'type integer', actual: 'string "1"' },
    ]);
  });
  it('reports a missing required field at its own path', () => {
    expect(check(json(200, { data: { id: 1 } }))).toEqual([
      { rule: 'schema', path: '$.data.name', expected: 'required property', actual: 'missing' },
    ]);
  });
  it('reports an unknown field of a closed object, a pattern and a failed oneOf once each', () => {
    const v = check(json(200, { data: { id: 1, name: 'a', price: '1,5', extra: true, kind: 'c' } }));
    expect(v.map((x) => [x.path, x.expected])).toEqual([
      ['$.data.extra', 'no such property (additionalProperties: false)'],
      ['$.data.price', 'string matching /^[0-9]+(\\.[0-9]+)?$/'],
      ['$.data.kind', 'exactly one of the documented alternatives'],
    ]);
  });
  it('reports an undocumented status and nothing else', () => {
    expect(check(json(404, { message: 'no' }))).toEqual([{ rule: 'status', path: 'status', expected: 'one of 200, 5XX', actual: '404' }]);
  });
  it('names an HTML error page', () => {
    const v = check({
      status: 502,
      contentType: 'text/html',
      body: '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head></html>',
    });
    expect(v).toEqual([
      {
        rule: 'html',
        path: 'body',
        expected: 'application/json',
        actual: 'HTML page (text/html) titled "502 Bad Gateway"',
        note: 'status 502',
      },
    ]);
  });
  it('reports a wrong content type', () => {
    expect(check(json(200, { data: { id: 1, name: 'a' } }, 'text/plain; charset=utf-8'))).toEqual([
      { rule: 'content-type', path: 'content-type', expected: 'application/json', actual: 'text/plain; charset=utf-8' },
    ]);
  });
  it('reports a body that is not JSON', () => {
    expect(check({ status: 200, contentType: 'application/json', body: '{oops' })[0]).toMatchObject({ rule: 'json', path: 'body' });
  });
  it('accepts an empty answer where none is documented, and reports a body there', () => {
    expect(checkAnswer(createItem!, doc, schemas, { status: 204, contentType: null, body: '' })).toEqual([]);
    expect(checkAnswer(createItem!, doc, schemas, { status: 204, contentType: 'text/plain', body: 'ok' })[0]).toMatchObject({
      rule: 'body',
    });
  });
});

describe('socket frame issues', () => {
  it('maps zod issues to paths, expected and actual values', () => {
    const frame = { id: null, method: 'x', params: [true, { asks: [[1, '2']] }] };
    const v = issuesToViolations(
      [
        { code: 'invalid_type', expected: 'string', path: ['params', 1, 'asks', 0, 0], message: '' },
        { code: 'unrecognized_keys', keys: ['extra'], path: [], message: '' },
      ],
      { ...frame, extra: 1 },
    );
    expect(v).toEqual([
      { rule: 'frame', path: '$.params[1].asks[0][0]', expected: 'type string', actual: 'integer 1' },
      { rule: 'frame', path: '$.extra', expected: 'no such property (additionalProperties: false)', actual: '1' },
    ]);
  });
  it('writes JSON paths', () => {
    expect(jsonPath('/data/0/a~1b')).toBe('$.data[0]["a/b"]');
  });
});

describe('reports', () => {
  const results: CheckResult[] = [
    {
      kind: 'http',
      id: 'getItem',
      target: 'GET /v2/items/42',
      tags: ['items'],
      outcome: 'pass',
      detail: '200 application/json',
      violations: [],
      durationMs: 5,
    },
    {
      kind: 'http',
      id: 'createItem',
      target: 'POST /v2/items',
      tags: ['items'],
      outcome: 'fail',
      detail: '418',
      violations: [{ rule: 'status', path: 'status', expected: 'one of 204', actual: '418' }],
      durationMs: 3,
    },
    {
      kind: 'socket',
      id: 'depth.update',
      target: 'ws://x depth.update',
      tags: ['trade-socket'],
      outcome: 'skip',
      detail: 'no frame',
      violations: [],
      durationMs: 0,
    },
  ];
  const run: ConformanceRun = { startedAt: '2026-01-01T00:00:00.000Z', seconds: 1.5, targets: {}, summary: summarize(results), results };

  it('summarises', () => {
    expect(run.summary).toEqual({ checked: 3, passed: 1, failed: 1, skipped: 1, violations: 1, networkErrors: 0 });
  });
  it('prints a table with the violations under their operation', () => {
    const table = formatTable(run);
    expect(table).toContain('FAIL    createItem');
    expect(table).toContain('- status at status: expected one of 204, actual 418');
    expect(table).toContain('3 checks: 1 passed, 1 failed (1 violation), 1 skipped in 1.5 s');
  });
  it('writes JUnit XML with failures and skips', () => {
    const xml = toJUnit(run);
    expect(xml).toContain('<testsuites name="contract conformance" tests="3" failures="1" errors="0" skipped="1"');
    expect(xml).toContain('<failure message="1 violation(s): status at status: expected one of 204, actual 418"');
    expect(xml).toContain('<skipped message="no frame"/>');
  });
});
