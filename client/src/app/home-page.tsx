import { useT } from '../lib/i18n/i18n.js';
import { FluidBackground } from '../features/fluid/fluid-background.js';
import { RecentOrdersSlot } from '../features/recent-orders/recent-orders-slot.js';
import { OrderLookup } from '../features/swap/order-lookup.js';
import { SwapForm } from '../features/swap/swap-form.js';
import { TYPICAL_SWAP_MINUTES } from '../../../shared/constants.js';
import { useHydrated } from '../lib/page-data.js';
import { usePageTitle } from '../lib/page-title.js';
import { useRuntimeConfig } from '../lib/runtime-config-context.js';
import './home-page.css';

/** The claim true of what this deployment offers (runtime config `privacyRoute`). */
const HOME_LEAD = {
  service: 'home.lead',
  private: 'home.leadPrivate',
  direct: 'home.leadDirect',
} as const;

/** Home (spec section 2): the fluid backdrop, the headline, the order lookup and the swap form. */
export function HomePage() {
  const hydrated = useHydrated();
  const t = useT();
  const { privacyRoute } = useRuntimeConfig();
  // the site's name alone: the home page is the site
  usePageTitle(null);
  return (
    <div className="home">
      <FluidBackground />
      <section className="home__intro" aria-labelledby="home-title">
        <h1 id="home-title" className="home__title">
          {t('home.title')}
        </h1>
        <p className="home__lead">{t(HOME_LEAD[privacyRoute])}</p>
        <ul className="home__claims">
          <li>{t('home.claimNoAccount')}</li>
          <li>{t('home.claimSupport')}</li>
          <li>{t('home.claimMinutes', { minutes: TYPICAL_SWAP_MINUTES })}</li>
        </ul>
        <OrderLookup variant="desktop" />
        <RecentOrdersSlot variant="desktop" />
      </section>
      <div className="home__swap">
        <SwapForm />
        {/* The page without script has one lookup box (text browsers list every copy): the
            first, shown at every width by no-js.css. The phone copy comes with the script. */}
        {hydrated && <OrderLookup variant="mobile" />}
        <RecentOrdersSlot variant="mobile" />
      </div>
    </div>
  );
}
