/** The page frame: skip link, header, main content, footer and the toaster (spec section 9 settings). */
import { Toaster } from 'sonner';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function AppShell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="app__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <Toaster
        position="bottom-right"
        duration={4000}
        visibleToasts={3}
        hotkey={['altKey', 'KeyT']}
        containerAriaLabel={t('toasts.label')}
        theme="dark"
        richColors
        closeButton
      />
    </div>
  );
}
