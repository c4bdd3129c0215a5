/**
 * The app shell's side of form drafts (the rest is form-drafts.ts, which comes with the forms): the few lines the
 * 401 reaction and the logout need, kept apart so that every page's first load does not carry the draft logic.
 * A form that keeps a draft registers how to save itself while it is mounted; a 401 saves them all before the login
 * redirect; a logout deletes every draft of the tab.
 */
import { safeSessionStorage } from '../storage/safe-storage';

export const DRAFT_PREFIX = 'form-draft:';

const savers = new Set<() => void>();

/** Registers a mounted form's save; the returned function removes it (on unmount). */
export function registerDraftSaver(save: () => void): () => void {
  savers.add(save);
  return () => void savers.delete(save);
}

/** Writes the draft of every open form that keeps one: called just before a 401 sends the user to login. */
export function saveOpenDrafts(): void {
  for (const save of savers) save();
}

/** Deletes every draft of this tab (a logout: the next person on this tab sees none of it). */
export function clearFormDrafts(): void {
  for (const key of safeSessionStorage.keys()) if (key.startsWith(DRAFT_PREFIX)) safeSessionStorage.removeItem(key);
}
