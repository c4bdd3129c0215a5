/** An area page with the current route's title, lead and area navigation, around the area's content. */
import { useAreaNav, usePageText } from '../lib/routing/use-area';
import { AreaPage } from './area-page';

export function StandardAreaPage({ actions, children }: { actions?: React.ReactNode; children?: React.ReactNode }) {
  const { title, lead } = usePageText();
  const links = useAreaNav();
  return (
    <AreaPage title={title} lead={lead} links={links} actions={actions}>
      {children}
    </AreaPage>
  );
}
