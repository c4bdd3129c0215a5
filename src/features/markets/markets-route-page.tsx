/** /markets and /futures (lazy chunk). */
import { MarketsPage } from './markets-page';

export default MarketsPage;
