/** The alias rule of the sub-account contract (SubAccountAlias): 1 to 64 characters once trimmed. */
export const ALIAS_MAX = 64;

export function validateAlias(raw: string): { ok: true; value: string } | { ok: false; key: string } {
  const value = raw.trim();
  if (value === '') return { ok: false, key: 'subAccounts.errors.aliasEmpty' };
  if (value.length > ALIAS_MAX) return { ok: false, key: 'subAccounts.errors.aliasLong' };
  return { ok: true, value };
}
