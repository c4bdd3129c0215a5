/** Every example in the contract validates against its own schema (JSON Schema 2020-12, as OpenAPI 3.1 says). */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { bundledContract, operations, resolve, type Schema } from './contract-helpers';

const doc = bundledContract();
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema({ $id: 'contract', components: doc.components }, 'contract');
const validatorFor = (schema: Schema) =>
  ajv.compile({ ...JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"contract#/components/')) });

interface Example {
  where: string;
  schema: Schema;
  value: unknown;
}

function collect(): Example[] {
  const out: Example[] = [];
  for (const { method, path, operation } of operations(doc)) {
    const where = `${method.toUpperCase()} ${path}`;
    for (const [status, r] of Object.entries(operation.responses)) {
      const response = resolve<{ content?: Record<string, { schema?: Schema; example?: unknown; examples?: Record<string, { value: unknown }> }> }>(doc, r);
      for (const [type, media] of Object.entries(response.content ?? {})) {
        if (!media.schema) continue;
        if (media.example !== undefined) out.push({ where: `${where} ${status} ${type}`, schema: media.schema, value: media.example });
        for (const [name, ex] of Object.entries(media.examples ?? {})) out.push({ where: `${where} ${status} ${type} ${name}`, schema: media.schema, value: resolve(doc, ex).value });
      }
    }
    for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
      if (!media.schema) continue;
      if (media.example !== undefined) out.push({ where: `${where} request ${type}`, schema: media.schema, value: media.example });
      for (const [name, ex] of Object.entries(media.examples ?? {})) out.push({ where: `${where} request ${name}`, schema: media.schema, value: resolve(doc, ex).value });
    }
  }
  return out;
}

describe('contract examples', () => {
  const examples = collect();
  it('exist for every success response', () => {
    const missing: string[] = [];
    for (const { method, path, operation } of operations(doc)) {
      for (const [status, r] of Object.entries(operation.responses)) {
        if (!status.startsWith('2')) continue;
        const content = resolve<{ content?: Record<string, { example?: unknown; examples?: object }> }>(doc, r).content ?? {};
        const has = Object.values(content).some((m) => m.example !== undefined || (m.examples && Object.keys(m.examples).length > 0));
        if (!has && Object.keys(content).length > 0) missing.push(`${method.toUpperCase()} ${path} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('validate against their schemas', () => {
    const failures = examples.flatMap(({ where, schema, value }) => {
      const validate = validatorFor(schema);
      return validate(value) ? [] : [`${where}: ${ajv.errorsText(validate.errors)}`];
    });
    console.log(`contract examples: ${examples.length} checked`);
    expect(failures).toEqual([]);
  });
});
