/** The brand's mark (a rounded square with an M), drawn by the site header and by the page shells (scripts/prerender). */
export const BRAND_MARK = {
  viewBox: '0 0 32 32',
  size: 28,
  square: { size: 32, radius: 7, fill: '#0f1722' },
  stroke: { d: 'M6 23 12 9l4 9 4-9 6 14', color: '#3ddc97', width: 3 },
} as const;
