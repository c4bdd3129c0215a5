/**
 * Rules of the intro and verification pages: a second factor counts when two-factor or a passkey is on (spec
 * section 6); the Diia flow is offered only when permissions.diia is enabled and not hidden.
 */
import type { Settings } from './with-settings';

export const secondFactor = (user: Settings['user']) => user.flags.isTwoFactorEnabled || user.flags.isPasskeyEnabled;

export const diiaOffered = (settings: Settings) => settings.permissions.diia.enabled && !settings.permissions.diia.hide;
