/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const ImageUrlMax = 262144;


export const ImageUrlRegExp = new RegExp('^(https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?|data:image/(png|gif|jpeg|webp|avif|svg\\+xml)(;[A-Za-z0-9=.+-]+)*,[\\x21-\\x7e]*)$');

export const ImageUrl = /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(ImageUrlMax)).check(/*#__PURE__*/ zod.regex(ImageUrlRegExp))

export type ImageUrl = zod.input<typeof ImageUrl>;
export type ImageUrlOutput = zod.output<typeof ImageUrl>;
