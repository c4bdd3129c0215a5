/**
 * The texts of the order form and the account panels (namespace trade-panels) come with those panels' code, after
 * the trade page's first paint; the rest of the trade namespace (header, book, trades, chart, the panels' names)
 * is what the first paint shows.
 */
import { useTranslation } from 'react-i18next';

export const PANEL_NAMESPACES = ['trade-panels', 'trade'] as const;

/** The panels' t: a key is looked up in trade-panels, then in trade (react-i18next's fallback mode). */
export const usePanelTranslation = () => useTranslation(PANEL_NAMESPACES, { nsMode: 'fallback' });
