/**
 * Whole numbers of spec section 5: positive integers (digits only, above 0), page numbers (a valid integer,
 * else page 1) and the 6-digit confirmation code of the login, device and withdrawal checks.
 */
import { accept, reject, type InputResult } from './input-result';

export const CONFIRMATION_CODE_LENGTH = 6;
export const DEFAULT_PAGE = 1;

export function parsePositiveInteger(raw: string, { max }: { max?: bigint | number } = {}): InputResult {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return reject(raw, 'forms:integer.invalid');
  const value = BigInt(text);
  if (value <= 0n) return reject(raw, 'forms:integer.notPositive');
  if (max !== undefined && value > BigInt(max)) return reject(raw, 'forms:integer.tooLarge', { max: String(max) });
  return accept(raw, value.toString());
}

/** A page number from a query or a field: a whole number from 1, anything else gives page 1. */
export function parsePageNumber(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d+$/.test(text)) return DEFAULT_PAGE;
  const page = Number(text);
  return Number.isSafeInteger(page) && page >= 1 ? page : DEFAULT_PAGE;
}

/** The confirmation code: exactly 6 digits; spaces of a pasted `123 456` are only formatting. */
/** What a code field keeps of what was typed or pasted: its digits, at most the code's length ("123 456" → "123456"). */
export function codeDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CONFIRMATION_CODE_LENGTH);
}

export function parseConfirmationCode(raw: string): InputResult {
  const code = raw.replace(/\s/g, '');
  if (!/^\d*$/.test(code)) return reject(raw, 'forms:code.digitsOnly');
  if (code.length !== CONFIRMATION_CODE_LENGTH) return reject(raw, 'forms:code.length', { length: CONFIRMATION_CODE_LENGTH });
  return accept(raw, code);
}
