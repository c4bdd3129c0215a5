/**
 * "Did you mean" links of the 404 screen: up to three known pages whose path is similar to the one asked
 * for (Dice coefficient of letter pairs, the measure of the string-similarity package; threshold 0.25).
 */
export const SIMILARITY_THRESHOLD = 0.25;
export const MAX_SUGGESTIONS = 3;

function pairs(text: string): Map<string, number> {
  const s = text.toLowerCase().replace(/\s+/g, '');
  const out = new Map<string, number>();
  for (let i = 0; i < s.length - 1; i++) {
    const pair = s.slice(i, i + 2);
    out.set(pair, (out.get(pair) ?? 0) + 1);
  }
  return out;
}

/** 1 for equal strings, 0 for nothing in common. */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length < 2 || b.length < 2) return 0;
  const first = pairs(a);
  const second = pairs(b);
  let common = 0;
  for (const [pair, count] of second) {
    const available = first.get(pair) ?? 0;
    if (available > 0) {
      common += Math.min(available, count);
      first.set(pair, available - Math.min(available, count));
    }
  }
  return (2 * common) / (a.replace(/\s+/g, '').length + b.replace(/\s+/g, '').length - 2);
}

/** Known paths most similar to `path`, best first, at most three, each above the threshold. */
export function similarPages(path: string, known: readonly string[]): string[] {
  return known
    .map((candidate) => ({ candidate, score: similarity(path, candidate) }))
    .filter((x) => x.score >= SIMILARITY_THRESHOLD && x.candidate !== path)
    .sort((a, b) => b.score - a.score || a.candidate.localeCompare(b.candidate))
    .slice(0, MAX_SUGGESTIONS)
    .map((x) => x.candidate);
}
