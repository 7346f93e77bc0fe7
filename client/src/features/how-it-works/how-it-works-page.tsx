import { useT } from '../../lib/i18n/i18n.js';
import { TYPICAL_SWAP_MINUTES } from '../../../../shared/constants.js';
import { StepGuide } from './step-guide/step-guide.js';
import { Testimonials } from './testimonials.js';
import { UnderTheHood } from './under-the-hood.js';
import { WhySections } from './why-sections.js';
import { usePageTitle } from '../../lib/page-title.js';
import { useRuntimeConfig } from '../../lib/runtime-config-context.js';
import './how-it-works-page.css';

/** The intro true of what this deployment offers (runtime config `privacyRoute`). */
const LEDE = { service: 'hiw.lede', private: 'hiw.ledePrivate', direct: 'hiw.ledeDirect' } as const;

/** /How-it-works: the step guide, the route a swap takes, why it works, and reviews. */
export function HowItWorksPage() {
  const t = useT();
  const { privacyRoute } = useRuntimeConfig();
  usePageTitle(t('hiw.title'));
  return (
    <div className="hiw">
      <header className="hiw__intro">
        <h1 className="hiw__title">{t('hiw.title')}</h1>
        <p className="hiw__lede">{t(LEDE[privacyRoute], { minutes: TYPICAL_SWAP_MINUTES })}</p>
      </header>
      <StepGuide />
      <UnderTheHood />
      <WhySections />
      <Testimonials />
    </div>
  );
}
