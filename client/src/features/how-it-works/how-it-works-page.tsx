import { TYPICAL_SWAP_MINUTES } from '../../../../shared/constants.js';
import { StepGuide } from './step-guide/step-guide.js';
import { Testimonials } from './testimonials.js';
import { UnderTheHood } from './under-the-hood.js';
import { WhySections } from './why-sections.js';
import './how-it-works-page.css';

/** /How-it-works: the step guide, the route a swap takes, why it works, and reviews. */
export function HowItWorksPage() {
  return (
    <div className="hiw">
      <header className="hiw__intro">
        <h1 className="hiw__title">How it works</h1>
        <p className="hiw__lede">
          No account, no wallet connection, no ID. Your coins take a detour through Monero and two
          separate exchanges, and arrive in your wallet with no public link back to where they came
          from. Most swaps take about {TYPICAL_SWAP_MINUTES} minutes; support is there 24/7.
        </p>
      </header>
      <StepGuide />
      <UnderTheHood />
      <WhySections />
      <Testimonials />
    </div>
  );
}
