/** The home route's page (lazy chunk). */
import { HomePage } from './home-page';

export default HomePage;
