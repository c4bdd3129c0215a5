/**
 * The start-up error's code and its built-in English texts (./startup-error.tsx) as a chunk of their own: a start
 * that goes well never loads them. The start-up asks for them before it says the session call failed
 * (src/main.tsx), and its crash screen when it shows.
 */
import { lazyModule } from '../../lib/loading/lazy-module';

export const startupErrorModule = lazyModule(() => import('./startup-error'));
