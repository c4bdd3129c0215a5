/**
 * The frame of every info page: the route's title as the h1 (from the `pages` namespace, so the route
 * tests and the browser tab agree), its lead, and the area navigation, which a page may replace with its
 * own (document lists, fee tabs) or leave out (landing pages).
 */
import { useAreaNav, usePageText } from '../../lib/routing/use-area';
import { AreaPage, type AreaLink } from '../../ui/area-page';

export function InfoFrame({
  links,
  lead,
  actions,
  children,
}: {
  links?: AreaLink[];
  lead?: string;
  actions?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const text = usePageText();
  const areaLinks = useAreaNav();
  return (
    <AreaPage title={text.title} lead={lead ?? text.lead} links={links ?? areaLinks} actions={actions}>
      <div className="info-page">{children}</div>
    </AreaPage>
  );
}

/** A date of the contract (ISO 8601) in the reader's language; an unreadable one is shown as sent. */
export function formatDate(iso: string, locale: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, withTime ? { dateStyle: 'long', timeStyle: 'short' } : { dateStyle: 'long' }).format(date);
}
