/** Shared by the contract tests: the bundled OpenAPI document, its operations and the inventory tables. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export const root = process.cwd();

export type Schema = Record<string, unknown>;
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}
export interface Operation {
  operationId: string;
  tags: string[];
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { content: Record<string, { schema?: Schema; example?: unknown; examples?: Record<string, { value: unknown }> }> };
  responses: Record<string, Schema>;
  security?: Record<string, string[]>[];
  'x-server'?: string;
  'x-timeout-ms'?: number;
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses?: Record<string, Schema>; parameters?: Record<string, Parameter> };
}

export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

let cached: OpenApiDoc | undefined;
export function bundledContract(): OpenApiDoc {
  cached ??= parse(readFileSync(join(root, 'generated/openapi/openapi.yaml'), 'utf8')) as OpenApiDoc;
  return cached;
}

export interface OperationEntry {
  method: (typeof METHODS)[number];
  path: string;
  operation: Operation;
}

export function operations(doc = bundledContract()): OperationEntry[] {
  const out: OperationEntry[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) if (item[method]) out.push({ method, path, operation: item[method] });
  }
  return out;
}

export function resolve<T>(doc: OpenApiDoc, value: T | { $ref: string }): T {
  let v: unknown = value;
  while (v && typeof v === 'object' && '$ref' in v) {
    const parts = (v as { $ref: string }).$ref.replace('#/', '').split('/');
    v = parts.reduce<unknown>((node, p) => (node as Record<string, unknown>)[p], doc);
  }
  return v as T;
}

export function readTsv(name: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(join(root, 'contracts/inventory', name), 'utf8').trimEnd().split('\n');
  const keys = header!.split('\t');
  return lines.map((line) => Object.fromEntries(line.split('\t').map((v, i) => [keys[i], v])));
}

/** `/v2/a/{id}/b` and `/v2/a/{x}/b` are the same path: parameter names do not matter. */
export const pathShape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

export const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
