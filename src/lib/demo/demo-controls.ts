/**
 * What the embedded demo exchange lets the page do to it (start-up hands them over in demo builds only; production
 * builds never set them): forget everything and lay the seed again, move the demo's clock on so that what runs on
 * time (earn accruals and payments, loan interest, schedules, fixed terms) happens now rather than in hours, or open
 * the demo's mailbox (what the exchange has e-mailed: codes and links, with the anti-phishing code).
 */
export interface DemoControls {
  /** Resets the demo exchange's ledger (balances, orders, positions, settings, history) to its seed. */
  reset(): void;
  /** Moves the demo exchange's clock on by `ms`; what is due by then happens on the next read. */
  skipAhead(ms: number): void;
  /** Opens (or closes) the demo's mailbox, drawn by the demo itself. */
  toggleMailbox?(): void;
}

let controls: DemoControls | undefined;

export const setDemoControls = (value: DemoControls | undefined): void => void (controls = value);
export const demoControls = (): DemoControls | undefined => controls;
