import { useT } from '../../lib/i18n/i18n.js';
import { useId } from 'react';
import type { MessageId } from '../../lib/i18n/i18n.js';
import type { Card } from './content/cards.js';
import { LoopSlider } from './sliders/loop-slider.js';
import { useMediaQuery } from '../../lib/use-media-query.js';
import { MOBILE_QUERY } from './sliders/slider-breakpoints.js';

const ONE_PER_VIEW = { perView: 1, breakpoints: [] } as const;
const CARD_GAP_PX = 16;

function HoodCard({ card }: { card: Card }) {
  const t = useT();
  return (
    <article className="hood-card">
      {/* painted by CSS: w3m printed an <img alt="">'s file name ('[card-s]') */}
      <span className={`hood-card__icon hood-card__icon--${card.icon}`} aria-hidden="true" />
      <h3 className="hood-card__title">{t(card.title)}</h3>
      <p className="hood-card__desc">{t(card.desc)}</p>
    </article>
  );
}

/** The stages of a swap: a row of cards on wide screens, a one-card slider on phones. */
export function UnderTheHood({ title, cards }: { title: MessageId; cards: readonly Card[] }) {
  const headingId = useId();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const t = useT();
  return (
    <section className="hiw-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="hiw-section__title">
        {t(title)}
      </h2>
      {mobile ? (
        <LoopSlider
          label={t('hiw.hoodSlider')}
          itemName="stage"
          items={cards}
          itemKey={(card) => card.title}
          renderItem={(card) => <HoodCard card={card} />}
          perView={ONE_PER_VIEW}
          gapPx={CARD_GAP_PX}
        />
      ) : (
        <ol className="hood-row">
          {cards.map((card) => (
            <li key={card.title} className="hood-row__item">
              <HoodCard card={card} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
