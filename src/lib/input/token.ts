/**
 * Tokens (spec section 5): a token has three dot-separated parts (a JWT), else it is refused with "Invalid
 * token" (no token at all) or "Invalid token format" (not three non-empty parts, or a part that does not
 * decode); the token of a third-party sign-in must carry an email, else "Invalid email".
 */
import { accept, reject, type InputResult } from './input-result';

export interface TokenParts {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
}

function decodePart(part: string): Record<string, unknown> | undefined {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(part)) return undefined;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
    return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function parseToken(token: unknown): InputResult<TokenParts> {
  if (typeof token !== 'string' || token.trim() === '') return reject(typeof token === 'string' ? token : '', 'forms:token.invalid');
  const parts = token.trim().split('.');
  if (parts.length !== 3 || parts.some((p) => p === '')) return reject(token, 'forms:token.invalidFormat');
  const header = decodePart(parts[0]!);
  const payload = decodePart(parts[1]!);
  if (!header || !payload) return reject(token, 'forms:token.invalidFormat');
  return accept(token, token.trim(), undefined, { header, payload });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The token of a Google or Apple sign-in: a valid token whose payload holds the user's email. */
export function parseThirdPartyToken(token: unknown): InputResult<TokenParts & { email: string }> {
  const parsed = parseToken(token);
  if (!parsed.ok) return parsed;
  const email = parsed.extra!.payload.email;
  if (typeof email !== 'string' || !EMAIL.test(email)) return reject(parsed.input, 'forms:token.invalidEmail');
  return accept(parsed.input, parsed.value, undefined, { ...parsed.extra!, email });
}
