/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authConnectionLinkRequestTokenMin = 20;
export const authConnectionLinkRequestTokenMax = 8192;


export const authConnectionLinkRequestTokenRegExp = new RegExp('^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$');
export const authConnectionLinkRequestPasswordMin = 8;
export const authConnectionLinkRequestPasswordMax = 128;


export const AuthConnectionLinkRequest = /*#__PURE__*/ zod.object({
  "token": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authConnectionLinkRequestTokenMin)).check(/*#__PURE__*/ zod.maxLength(authConnectionLinkRequestTokenMax)).check(/*#__PURE__*/ zod.regex(authConnectionLinkRequestTokenRegExp)),
  "provider": /*#__PURE__*/ zod.enum(['google', 'apple']),
  "password": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authConnectionLinkRequestPasswordMin)).check(/*#__PURE__*/ zod.maxLength(authConnectionLinkRequestPasswordMax))
})

export type AuthConnectionLinkRequest = zod.input<typeof AuthConnectionLinkRequest>;
export type AuthConnectionLinkRequestOutput = zod.output<typeof AuthConnectionLinkRequest>;
