import { useT } from '../../lib/i18n/i18n.js';
import { LanguageHint } from './language-hint.js';
import { Outlet } from '../../lib/router/router-provider.js';
import { Toaster } from '../../components/toaster.js';
import { Footer } from './footer.js';
import { Header } from './header.js';
import { SandboxBanner } from './sandbox-banner.js';
import { ScrollToTop } from './scroll-to-top.js';
import './layout.css';

/** The frame around every route: banner, header, the page, footer and the toasts. */
export function AppLayout() {
  const t = useT();
  return (
    <>
      <ScrollToTop />
      <a className="skip-link" href="#main">
        {t('layout.skip')}
      </a>
      <LanguageHint />
      <SandboxBanner />
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Toaster />
    </>
  );
}
