/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const supportMessageAgentMax = 60;

export const supportMessageBodyMin = 2;
export const supportMessageBodyMax = 5000;

export const supportMessageCreatedAtMin = 0;


export const SupportMessage = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "author": /*#__PURE__*/ zod.enum(['user', 'support']),
  "agent": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(supportMessageAgentMax))),
  "body": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(supportMessageBodyMin)).check(/*#__PURE__*/ zod.maxLength(supportMessageBodyMax)),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(supportMessageCreatedAtMin))
})

export type SupportMessage = zod.input<typeof SupportMessage>;
export type SupportMessageOutput = zod.output<typeof SupportMessage>;
