/** /settings/security/login-history (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/settings/security/login-history')(tableRoute('/settings/security/login-history'));
