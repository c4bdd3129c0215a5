/**
 * What the embedded demo exchange lets the page do to it (start-up hands them over in demo builds only; production
 * builds never set them): forget everything and lay the seed again.
 */
export interface DemoControls {
  /** Resets the demo exchange's ledger (balances, orders, positions, settings, history) to its seed. */
  reset(): void;
}

let controls: DemoControls | undefined;

export const setDemoControls = (value: DemoControls | undefined): void => void (controls = value);
export const demoControls = (): DemoControls | undefined => controls;
