/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const HttpUrlMax = 4096;


export const HttpUrlRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');

export const HttpUrl = /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(HttpUrlMax)).check(/*#__PURE__*/ zod.regex(HttpUrlRegExp))

export type HttpUrl = zod.input<typeof HttpUrl>;
export type HttpUrlOutput = zod.output<typeof HttpUrl>;
