import { useT } from '../../lib/i18n/i18n.js';
import { TYPICAL_SWAP_MINUTES } from '../../../../shared/constants.js';
import { StepGuide } from './step-guide/step-guide.js';
import { Testimonials } from './testimonials.js';
import { UnderTheHood } from './under-the-hood.js';
import { WhySections } from './why-sections.js';
import { usePageTitle } from '../../lib/page-title.js';
import './how-it-works-page.css';

/** /How-it-works: the step guide, the route a swap takes, why it works, and reviews. */
export function HowItWorksPage() {
  const t = useT();
  usePageTitle(t('hiw.title'));
  return (
    <div className="hiw">
      <header className="hiw__intro">
        <h1 className="hiw__title">{t('hiw.title')}</h1>
        <p className="hiw__lede">{t('hiw.lede', { minutes: TYPICAL_SWAP_MINUTES })}</p>
      </header>
      <StepGuide />
      <UnderTheHood />
      <WhySections />
      <Testimonials />
    </div>
  );
}
