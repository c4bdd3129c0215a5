/**
 * A failed chunk load (a new deployment removed the old files) reloads the page, at most twice per
 * session (spec section 8), so that a user on an old build gets the new one without looping forever.
 */
import { safeSessionStorage } from '../storage/safe-storage';

const KEY = 'chunk-reload-attempts';
export const MAX_CHUNK_RELOADS = 2;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Loading chunk [\w-]+ failed/i.test(
    message,
  );
}

/** Reloads and returns true when another attempt is allowed; false once the two attempts are spent. */
export function reloadAfterChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'> = safeSessionStorage,
  // Deliberate: a chunk of an older deployment is gone, only a full load brings the current one.
  reload: () => void = () => location.reload(),
): boolean {
  const attempts = Number(storage.getItem(KEY) ?? '0');
  if (attempts >= MAX_CHUNK_RELOADS) return false;
  storage.setItem(KEY, String(attempts + 1));
  reload();
  return true;
}
