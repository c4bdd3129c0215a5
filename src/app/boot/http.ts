/** The HTTP kernel and the session's start (src/app/session-boot.ts): the start-up's fourth part, in a task of its own (src/main.tsx). */
export { loadSession } from '../session-boot';
export { setupHttp } from '../setup-http';
