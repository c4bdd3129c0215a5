/** The usage report as text: the table of every operation and socket method, the uncalled list by tag, the summary. */
import type { RestUsage, SocketUsage, UsageReport } from './usage';

export function summaryLine(report: UsageReport): string {
  const { rest, socket } = report.summary;
  return (
    `REST: ${rest.called} of ${rest.total} operations called, ${rest.notCalled} not called; ` +
    `socket: ${socket.used} of ${socket.total} methods and events used, ${socket.notUsed} not used`
  );
}

function columns(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => (i < row.length - 1 ? row[i]!.length : 0))));
  return rows.map((row) =>
    row
      .map((cell, i) => (i < row.length - 1 ? cell.padEnd(widths[i]!) : cell))
      .join('  ')
      .trimEnd(),
  );
}

function restUsers(r: RestUsage): string[] {
  if (r.users.length) return r.users;
  return r.references.length ? ['— (not called; its key, URL or schema named in:)', ...r.references] : ['—'];
}

/** A row, then one line for each further user under the last column. */
function withUsers(cells: string[], users: string[]): string[][] {
  return users.map((user, i) => [...(i === 0 ? cells : cells.map(() => '')), user]);
}

function socketName(s: SocketUsage): string {
  return s.kind === 'subscription' ? `${s.method} → ${s.event}` : s.method;
}

/** Every operation (id, method, path, tag, the modules that call it), then every socket method and event. */
export function formatTable(report: UsageReport): string {
  const rest = columns([
    ['operation', 'method', 'path', 'tag', 'called by'],
    ...report.rest.flatMap((r) => withUsers([r.id, r.method, r.path, r.tag], restUsers(r))),
  ]);
  const socket = columns([
    ['socket method or event', 'kind', 'document', 'used by'],
    ...report.socket.flatMap((s) => withUsers([socketName(s), s.kind, s.document], s.users.length ? s.users : ['—'])),
  ]);
  return [
    `REST operations (${report.rest.length})`,
    '',
    ...rest,
    '',
    `Socket methods and events (${report.socket.length})`,
    '',
    ...socket,
  ].join('\n');
}

/** The operations nothing calls, by tag, and the socket methods and events nothing uses, by document. */
export function formatUncalled(report: UsageReport): string {
  const lines: string[] = [];
  const byTag = new Map<string, RestUsage[]>();
  for (const r of report.rest) if (!r.users.length) byTag.set(r.tag, [...(byTag.get(r.tag) ?? []), r]);
  lines.push(`Operations nothing calls (${report.summary.rest.notCalled})`);
  for (const [tag, ops] of [...byTag].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push('', `${tag} (${ops.length})`);
    lines.push(...columns(ops.map((op) => [`  ${op.id}`, op.method, op.path])));
  }
  const byDocument = new Map<string, SocketUsage[]>();
  for (const s of report.socket) if (!s.users.length) byDocument.set(s.document, [...(byDocument.get(s.document) ?? []), s]);
  lines.push('', `Socket methods and events nothing uses (${report.summary.socket.notUsed})`);
  for (const [document, items] of byDocument) {
    lines.push('', `${document} (${items.length})`);
    lines.push(...columns(items.map((s) => [`  ${socketName(s)}`, s.kind])));
  }
  return lines.join('\n');
}

/** The report as JSON: the summary line and counts, every operation and socket method with its users, the uncalled lists. */
export function toJson(report: UsageReport): string {
  const notCalled: Record<string, string[]> = {};
  for (const r of report.rest) if (!r.users.length) (notCalled[r.tag] ??= []).push(r.id);
  return JSON.stringify(
    {
      summaryLine: summaryLine(report),
      summary: report.summary,
      rest: report.rest,
      socket: report.socket,
      notCalled: { rest: notCalled, socket: report.socket.filter((s) => !s.users.length).map((s) => `${s.document}:${s.method}`) },
    },
    null,
    2,
  );
}
