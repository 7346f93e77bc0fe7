import { useT } from '../../lib/i18n/i18n.js';
import { useId } from 'react';
import type { Why } from './content/route-copy.js';

const WHY_BUILT: Why = {
  title: 'hiw.whyBuiltTitle',
  paragraphs: ['hiw.whyBuilt1', 'hiw.whyBuilt2'],
};

/** Why the route works (`works`, true of this deployment's route) and 'Why we built this'. */
export function WhySections({ works }: { works: Why }) {
  return (
    <div className="hiw-why">
      {[works, WHY_BUILT].map((why) => (
        <WhySection key={why.title} why={why} />
      ))}
    </div>
  );
}

function WhySection({ why }: { why: Why }) {
  const titleId = useId();
  const t = useT();
  return (
    <section className="hiw-section hiw-why__item" aria-labelledby={titleId}>
      <h2 id={titleId} className="hiw-section__title">
        {t(why.title)}
      </h2>
      {why.paragraphs.map((paragraph) => (
        <p key={paragraph}>{t(paragraph)}</p>
      ))}
    </section>
  );
}
