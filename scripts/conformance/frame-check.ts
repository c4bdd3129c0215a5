/**
 * Socket frames against the AsyncAPI contract, through the generated zod validators (generated/socket/<doc>.zod.ts,
 * one `<Message>Frame` per message): which message a frame is, and the violations of a frame that does not validate.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ZodType } from 'zod';
import { frameExportName, ROOT, type AsyncApiContract, type AsyncMessage } from './contract';
import { show, type Violation } from './violations';
import { typeName } from './schema-check';

export type Validators = Record<string, unknown>;

/** The generated validators of one AsyncAPI document. */
export async function loadValidators(contract: AsyncApiContract, dir = join(ROOT, 'generated/socket')): Promise<Validators | undefined> {
  const file = join(dir, `${contract.name}.zod.ts`);
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as Validators;
}

export function validatorOf(validators: Validators, message: AsyncMessage): ZodType | undefined {
  const v = validators[frameExportName(message.key)];
  return v && typeof (v as ZodType).safeParse === 'function' ? (v as ZodType) : undefined;
}

interface ZodIssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: string;
  values?: unknown[];
  keys?: string[];
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  origin?: string;
  format?: string;
  pattern?: string;
  errors?: ZodIssueLike[][];
}

const framePath = (path: PropertyKey[]) =>
  path.reduce<string>(
    (acc, p) =>
      typeof p === 'number'
        ? `${acc}[${p}]`
        : /^[A-Za-z_$][\w$]*$/.test(String(p))
          ? `${acc}.${String(p)}`
          : `${acc}[${JSON.stringify(String(p))}]`,
    '$',
  );

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((n, p) => (n !== null && typeof n === 'object' ? (n as Record<PropertyKey, unknown>)[p] : undefined), root);
}

export function issuesToViolations(issues: ZodIssueLike[], frame: unknown, note?: string, prefix: PropertyKey[] = []): Violation[] {
  const out: Violation[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    const actual = valueAt(frame, path);
    const v = (expected: string, act = show(actual), at = path): Violation => ({
      rule: 'frame',
      path: framePath(at),
      expected,
      actual: act,
      ...(note ? { note } : {}),
    });
    switch (issue.code) {
      case 'invalid_type':
        out.push(
          actual === undefined ? v('required property', 'missing') : v(`type ${issue.expected}`, `${typeName(actual)} ${show(actual)}`),
        );
        break;
      case 'unrecognized_keys':
        for (const key of issue.keys ?? [])
          out.push(v('no such property (additionalProperties: false)', show((actual as Record<string, unknown>)?.[key]), [...path, key]));
        break;
      case 'invalid_value':
        out.push(v(`one of ${show(issue.values, 120)}`));
        break;
      case 'invalid_format':
        out.push(v(issue.pattern ? `string matching ${issue.pattern}` : `format ${issue.format}`));
        break;
      case 'too_small':
      case 'too_big': {
        const limit = issue.code === 'too_small' ? issue.minimum : issue.maximum;
        const op = issue.code === 'too_small' ? (issue.inclusive ? '>=' : '>') : issue.inclusive ? '<=' : '<';
        if (issue.origin === 'array') out.push(v(`${op} ${String(limit)} items`, `${Array.isArray(actual) ? actual.length : '?'} items`));
        else if (issue.origin === 'string') out.push(v(`length ${op} ${String(limit)}`));
        else out.push(v(`${op} ${String(limit)}`));
        break;
      }
      case 'invalid_union': {
        const branches = issue.errors ?? [];
        // A union of literals (an enum): one violation listing the allowed values.
        if (branches.length && branches.every((b) => b.length === 1 && b[0]!.code === 'invalid_value' && b[0]!.path.length === 0)) {
          out.push(
            v(
              `one of ${show(
                branches.flatMap((b) => b[0]!.values ?? []),
                120,
              )}`,
            ),
          );
          break;
        }
        const closest = [...branches].sort((a, b) => a.length - b.length)[0];
        out.push({
          ...v('one of the documented alternatives'),
          note: [note, closest?.[0] ? `closest: ${framePath([...path, ...closest[0].path])} ${closest[0].message}` : '']
            .filter(Boolean)
            .join('; '),
        });
        break;
      }
      default:
        out.push(v(issue.message));
    }
  }
  return out;
}

/** Validates a frame against the messages it may be (any one passing is enough); the violations of the closest one otherwise. */
export function checkFrame(
  frame: unknown,
  candidates: AsyncMessage[],
  validators: Validators,
  note?: string,
): { violations: Violation[]; missing: string[] } {
  const missing: string[] = [];
  let best: Violation[] | undefined;
  for (const message of candidates) {
    const validator = validatorOf(validators, message);
    if (!validator) {
      missing.push(frameExportName(message.key));
      continue;
    }
    const result = validator.safeParse(frame);
    if (result.success) return { violations: [], missing: [] };
    const violations = issuesToViolations(result.error.issues as unknown as ZodIssueLike[], frame, note);
    if (!best || violations.length < best.length) best = violations;
  }
  return { violations: best ?? [], missing };
}

/** The reply messages a frame should be checked against: an error reply when the frame carries an error, the others otherwise. */
export function replyCandidates(frame: Record<string, unknown>, replies: AsyncMessage[]): AsyncMessage[] {
  const isErrorMessage = (m: AsyncMessage) => {
    const e = ((m.payload.properties ?? {}) as Record<string, Record<string, unknown>>).error;
    return Boolean(e && e.type !== 'null');
  };
  const carriesError = frame.error !== null && frame.error !== undefined;
  const preferred = replies.filter((m) => isErrorMessage(m) === carriesError);
  return preferred.length ? [...preferred, ...replies.filter((m) => !preferred.includes(m))] : replies;
}
