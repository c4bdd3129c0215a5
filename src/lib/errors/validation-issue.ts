/**
 * One line for a zod issue in a contract-violation report. zod/mini carries no message texts (they would load
 * a locale into every page), so the report is written from the issue's own fields: what was expected, where.
 */
export interface ValidationIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string;
  readonly expected?: string;
  readonly format?: string;
  readonly pattern?: string;
  readonly origin?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly inclusive?: boolean;
  readonly values?: readonly unknown[];
  readonly keys?: readonly string[];
}

function what(issue: ValidationIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'too_small':
      return `${issue.origin ?? 'value'} ${issue.inclusive === false ? '>' : '>='} ${String(issue.minimum)} expected`;
    case 'too_big':
      return `${issue.origin ?? 'value'} ${issue.inclusive === false ? '<' : '<='} ${String(issue.maximum)} expected`;
    case 'invalid_format':
      return `invalid ${issue.format}${issue.pattern ? ` (${issue.pattern})` : ''}`;
    case 'invalid_value':
      return `expected ${(issue.values ?? []).map((v) => JSON.stringify(v)).join(' | ')}`;
    case 'unrecognized_keys':
      return `unknown keys ${(issue.keys ?? []).join(', ')}`;
    case 'invalid_union':
      return 'matches none of the allowed shapes';
    default:
      return issue.message;
  }
}

/** "<path>: <what was expected>"; `root` names an issue of the whole value (a response body, a socket frame). */
export function describeIssue(issue: ValidationIssue, root = '(root)'): string {
  return `${issue.path.map(String).join('.') || root}: ${what(issue)}`;
}
