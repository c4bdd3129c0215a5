/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const buildManifestVersionMax = 40;

export const buildManifestTimestampMin = 0;


export const BuildManifest = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid(),
  "version": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(buildManifestVersionMax))),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(buildManifestTimestampMin))
})

export type BuildManifest = zod.input<typeof BuildManifest>;
export type BuildManifestOutput = zod.output<typeof BuildManifest>;
