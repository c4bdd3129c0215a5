/**
 * The code of an e-mailed registration link (`/auth/register?confirmation=<code>`), between the route rule that
 * takes it out of the address bar (src/app/routing/path-rules.ts) and the registration page that confirms it.
 * Memory only: the code signs the new account in, so it is kept out of history, storage and cookies; it is
 * forgotten once the confirmation is sent.
 */
let pending: string | undefined;

/** The route rule's hand-off. */
export function storeRegistrationLink(code: string): void {
  pending = code;
}

/** The registration page's read (a render React repeats gets the same code). */
export function registrationLink(): string | undefined {
  return pending;
}

/** The confirmation is on its way: a later visit of the page shows the form. */
export function forgetRegistrationLink(): void {
  pending = undefined;
}
