/**
 * The codes area (spec section 2, /codes/...): a code carries an amount of an asset from its creator's main balance to
 * whoever applies it. The list by status (all, created, used; the route checks the value), creating one and its
 * success page, activating one and its success page, and code packages (list, define, generate, one package).
 */
import type { CodeStatusFilter } from '../../../generated/api/model/codeStatusFilter.zod';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { ActivateCodeForm } from './activate-code-form';
import { ActivatedCode } from './activated-code';
import { CODE_FILTERS, CodeList } from './code-list';
import { CreateCodeForm } from './create-code-form';
import { CreatedCode } from './created-code';
import { PackageDetail } from './package-detail';
import { PackageForm } from './package-form';
import { PackageGenerate } from './package-generate';
import { PackagesScreen } from './packages-screen';

export default function CodesPage() {
  const entry = useRouteEntry();
  const { path } = useLocalizedPath();
  return <StandardAreaPage>{screenOf(entry.path, path)}</StandardAreaPage>;
}

function screenOf(route: string, path: string) {
  switch (route) {
    case '/codes/create':
      return <CreateCodeForm />;
    case '/codes/create/success':
      return <CreatedCode />;
    case '/codes/activate':
      return <ActivateCodeForm />;
    case '/codes/activate/success':
      return <ActivatedCode />;
    case '/codes/packages':
      return <PackagesScreen />;
    case '/codes/packages/create':
      return <PackageForm />;
    case '/codes/packages/generate':
      return <PackageGenerate />;
    case '/codes/packages/:id':
      return <PackageDetail />;
    default: {
      const status = path.split('/')[2] as CodeStatusFilter;
      return <CodeList key={status} status={CODE_FILTERS.includes(status) ? status : 'all'} />;
    }
  }
}
