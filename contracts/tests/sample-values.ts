/** A valid value for a parameter schema without an example: its example, default, first enum value or a value of its format. */
import { resolve, type OpenApiDoc, type Schema } from './contract-helpers';

const BY_FORMAT: Record<string, unknown> = {
  'market-dash': 'BTC-USDT',
  'market-underscore': 'BTC_USDT',
  ticker: 'BTC',
  'decimal-unsigned': '1.5',
  decimal: '1.5',
  percent: '1.5',
  'unix-seconds': 1732190400,
  'unix-millis': 1732190400000,
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  email: 'trader@example.com',
};

export function sampleValue(schema: Schema, doc: OpenApiDoc): unknown {
  const s = resolve<Schema>(doc, schema);
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (s.const !== undefined) return s.const;
  if (typeof s.format === 'string' && s.format in BY_FORMAT) return BY_FORMAT[s.format];
  switch (s.type) {
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : 1;
    case 'boolean':
      return true;
    default:
      return 'sample';
  }
}
