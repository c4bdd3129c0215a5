/**
 * Every vitest project: a test's dynamic imports (a lazy module a screen or kernel starts loading, such as sonner on
 * the first toast or a locale's messages, often without awaiting it) settle before the test ends. One still in flight
 * when the file's environment is torn down fails the run with "Cannot load '…' after the environment was torn down"
 * (a module not found during import), and a busy machine makes such imports slow enough to be in flight.
 */
import { afterEach, vi } from 'vitest';

afterEach(() => vi.dynamicImportSettled());
