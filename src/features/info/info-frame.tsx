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
