import { Outlet, ScrollRestoration } from 'react-router';
import { useT } from '../../lib/i18n/i18n.js';
import { LanguageHint } from './language-hint.js';
import { Toaster } from '../../components/toaster.js';
import { Footer } from './footer.js';
import { Header } from './header.js';
import { SandboxBanner } from './sandbox-banner.js';
import { FocusOnMove } from './focus-on-move.js';
import './layout.css';

/**
 * The frame around every route: banner, header, the page, footer and the toasts. A new page starts
 * at the top (spec section 2) and Back or Forward returns to where the visitor was on it
 * (ScrollRestoration, by history entry); focus moves to the new page.
 */
export function AppLayout() {
  const t = useT();
  return (
    <>
      <ScrollRestoration />
      <FocusOnMove />
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
