/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const buildManifestVersionMax = 40;

export const buildManifestTimestampMin = 0;


export const BuildManifest = zod.object({
  "id": zod.uuid().describe('The build id; a different id than the running one means a new version.'),
  "version": zod.string().min(1).max(buildManifestVersionMax).optional().describe('The human-readable release version.'),
  "timestamp": zod.int().min(buildManifestTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('The deployed build. Assumption: modelled on a framework build manifest (id and build time), plus the version.')

export type BuildManifest = zod.input<typeof BuildManifest>;
export type BuildManifestOutput = zod.output<typeof BuildManifest>;
