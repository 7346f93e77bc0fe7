import { useT, type MessageId } from '../../lib/i18n/i18n.js';
import { useId } from 'react';

interface Why {
  title: MessageId;
  paragraphs: readonly MessageId[];
}

const WHYS: readonly Why[] = [
  { title: 'hiw.whyWorksTitle', paragraphs: ['hiw.whyWorks1', 'hiw.whyWorks2', 'hiw.whyWorks3'] },
  { title: 'hiw.whyBuiltTitle', paragraphs: ['hiw.whyBuilt1', 'hiw.whyBuilt2'] },
];

/** 'Why this works' and 'Why we built this': plain text, no claims we cannot back. */
export function WhySections() {
  return (
    <div className="hiw-why">
      {WHYS.map((why) => (
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
