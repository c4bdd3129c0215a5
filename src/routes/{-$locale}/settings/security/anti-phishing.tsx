/** /settings/security/anti-phishing (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/settings/security/anti-phishing')(tableRoute('/settings/security/anti-phishing'));
