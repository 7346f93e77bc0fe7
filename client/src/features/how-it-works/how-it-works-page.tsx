import { useT } from '../../lib/i18n/i18n.js';
import { TYPICAL_SWAP_MINUTES } from '../../../../shared/constants.js';
import { StepGuide } from './step-guide/step-guide.js';
import { Testimonials } from './testimonials.js';
import { UnderTheHood } from './under-the-hood.js';
import { WhySections } from './why-sections.js';
import { ROUTE_COPY } from './content/route-copy.js';
import { usePageTitle } from '../../lib/page-title.js';
import { useRuntimeConfig } from '../../lib/runtime-config-context.js';
import './how-it-works-page.css';

/** /How-it-works: the step guide, the route a swap takes, why it works, and reviews. */
export function HowItWorksPage() {
  const t = useT();
  // the words true of what this deployment offers (content/route-copy.ts)
  const copy = ROUTE_COPY[useRuntimeConfig().privacyRoute];
  usePageTitle(t('hiw.title'));
  return (
    <div className="hiw">
      <header className="hiw__intro">
        <h1 className="hiw__title">{t('hiw.title')}</h1>
        <p className="hiw__lede">{t(copy.lede, { minutes: TYPICAL_SWAP_MINUTES })}</p>
      </header>
      <StepGuide steps={copy.steps} />
      <UnderTheHood title={copy.hoodTitle} cards={copy.cards} />
      <WhySections works={copy.why} />
      <Testimonials reviews={copy.reviews} />
    </div>
  );
}
