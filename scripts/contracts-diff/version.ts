/**
 * The version rule: a breaking change needs a major bump of the document's `info.version`, or while it is 0.x a
 * minor bump (semver: 0.x is the unstable range, where the minor is the breaking position).
 */

export interface Semver {
  major: number;
  minor: number;
  patch: number;
}

export function parseVersion(v: string | undefined): Semver | undefined {
  const m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(String(v ?? '').trim());
  return m ? { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]) } : undefined;
}

/** Whether `head` is a bump that allows breaking changes after `base`. */
export function allowsBreaking(base: string | undefined, head: string | undefined): boolean {
  const b = parseVersion(base);
  const h = parseVersion(head);
  if (!b || !h) return false;
  if (h.major > b.major) return true;
  return b.major === 0 && h.major === 0 && h.minor > b.minor;
}

export function requiredBump(base: string | undefined): string {
  const b = parseVersion(base);
  if (!b) return 'a valid semver info.version';
  return b.major === 0 ? `${b.major}.${b.minor + 1}.0 (0.x: a minor bump) or later` : `${b.major + 1}.0.0 or later`;
}
