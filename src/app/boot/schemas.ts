/**
 * The first generated schema the start needs (the session's settings): the start-up's third part, in a task of its own
 * (src/main.tsx). The first zod schemas of a page pay for compiling zod's own code, about 40 ms on a slow phone.
 */
export { SettingsResponse } from '../../../generated/api/model/settingsResponse.zod';
