/** Every change between two sets of contracts, and the verdict of the version rule per document. */
import { diffAsyncApi } from './asyncapi-diff';
import type { Contracts } from './load';
import { diffOpenApi } from './openapi-diff';
import type { Change } from './schema-diff';
import { allowsBreaking, requiredBump } from './version';

export interface DocumentVerdict {
  document: string;
  title: string;
  baseVersion?: string;
  headVersion?: string;
  breaking: number;
  nonBreaking: number;
  /** Breaking changes without the version bump they need. */
  failed: boolean;
  reason: string;
}

export interface ContractDiff {
  base: string;
  head: string;
  changes: Change[];
  documents: DocumentVerdict[];
  failed: boolean;
}

export function diffContracts(base: Contracts, head: Contracts): ContractDiff {
  const changes: Change[] = [];
  const documents: DocumentVerdict[] = [];
  const verdict = (document: string, title: string, baseVersion: string | undefined, headVersion: string | undefined, own: Change[]) => {
    const breaking = own.filter((c) => c.level === 'breaking').length;
    const nonBreaking = own.length - breaking;
    let failed = false;
    let reason: string;
    if (!breaking) reason = 'no breaking change';
    else if (baseVersion === undefined) reason = 'new document';
    else if (allowsBreaking(baseVersion, headVersion)) reason = `version bumped ${baseVersion} → ${headVersion}: breaking changes allowed`;
    else {
      failed = true;
      reason = `${breaking} breaking change(s) need info.version ${requiredBump(baseVersion)} (is ${headVersion ?? 'missing'})`;
    }
    documents.push({ document, title, baseVersion, headVersion, breaking, nonBreaking, failed, reason });
    changes.push(...own);
  };

  if (base.openapi || head.openapi) {
    verdict(
      'openapi',
      String(head.openapi?.info.title ?? base.openapi?.info.title ?? 'OpenAPI'),
      base.openapi?.info.version,
      head.openapi?.info.version,
      diffOpenApi(base.openapi, head.openapi),
    );
  }
  for (const name of [...new Set([...base.asyncapi.keys(), ...head.asyncapi.keys()])].sort()) {
    const b = base.asyncapi.get(name);
    const h = head.asyncapi.get(name);
    verdict(`asyncapi:${name}`, h?.title ?? b?.title ?? name, b?.version, h?.version, diffAsyncApi(name, b, h));
  }
  return { base: base.label, head: head.label, changes, documents, failed: documents.some((d) => d.failed) };
}

export function formatDiff(diff: ContractDiff, options: { color?: boolean; nonBreaking?: boolean } = {}): string {
  const paint = (code: number, s: string) => (options.color ? `\u001b[${code}m${s}\u001b[0m` : s);
  const lines = [`Contract changes: ${diff.base} → ${diff.head}`];
  for (const d of diff.documents) {
    const own = diff.changes.filter((c) => c.document === d.document);
    lines.push(
      '',
      `${d.document} (${d.title}) ${d.baseVersion ?? '-'} → ${d.headVersion ?? '-'}: ${d.breaking} breaking, ${d.nonBreaking} non-breaking`,
    );
    for (const level of ['breaking', 'non-breaking'] as const) {
      if (level === 'non-breaking' && options.nonBreaking === false) continue;
      for (const c of own.filter((x) => x.level === level)) {
        const tag = level === 'breaking' ? paint(31, 'BREAKING    ') : paint(32, 'non-breaking');
        lines.push(`  ${tag}  ${c.subject}${c.where ? `  ${c.where.trim()}` : ''}: ${c.message}`);
      }
    }
    lines.push(`  → ${d.failed ? paint(31, 'FAIL') : paint(32, 'ok')}: ${d.reason}`);
  }
  lines.push('', diff.failed ? 'Breaking changes without a version bump: fail.' : 'No unversioned breaking change.');
  return lines.join('\n');
}
