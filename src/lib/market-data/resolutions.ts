/**
 * The chart's resolutions (spec section 9). Apart from the candles store so that the chart's toolbar, drawn
 * with the page, does not bring the store that only the lazily loaded chart uses.
 */

/** Spec section 9, with their period lengths in seconds. */
export const RESOLUTION_SECONDS = {
  '1S': 1,
  '10S': 10,
  '30S': 30,
  '1': 60,
  '3': 180,
  '5': 300,
  '15': 900,
  '30': 1_800,
  '60': 3_600,
  '120': 7_200,
  '240': 14_400,
  '360': 21_600,
  '480': 28_800,
  '720': 43_200,
  '1D': 86_400,
  '3D': 259_200,
  '1W': 604_800,
} as const;

export type Resolution = keyof typeof RESOLUTION_SECONDS;
/** In the spec's order (Object.keys would put the numeric ones first). */
export const RESOLUTIONS: readonly Resolution[] = [
  '1S',
  '10S',
  '30S',
  '1',
  '3',
  '5',
  '15',
  '30',
  '60',
  '120',
  '240',
  '360',
  '480',
  '720',
  '1D',
  '3D',
  '1W',
];
/** Spec section 9: default chart resolution 15. */
export const DEFAULT_RESOLUTION: Resolution = '15';
