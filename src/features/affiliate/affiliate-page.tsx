/** The affiliate area: every route of the area, one screen per route. */
import { StandardAreaPage } from '../../ui/standard-area-page';

export default function AffiliatePage() {
  return <StandardAreaPage />;
}
