import { useT } from '../../lib/i18n/i18n.js';
import { useId } from 'react';

/** 'Why this works' and 'Why we built this': plain text, no claims we cannot back. */
export function WhySections() {
  const worksId = useId();
  const builtId = useId();
  const t = useT();
  return (
    <div className="hiw-why">
      <section className="hiw-section hiw-why__item" aria-labelledby={worksId}>
        <h2 id={worksId} className="hiw-section__title">
          {t('hiw.whyWorksTitle')}
        </h2>
        <p>{t('hiw.whyWorks1')}</p>
        <p>{t('hiw.whyWorks2')}</p>
        <p>{t('hiw.whyWorks3')}</p>
      </section>
      <section className="hiw-section hiw-why__item" aria-labelledby={builtId}>
        <h2 id={builtId} className="hiw-section__title">
          {t('hiw.whyBuiltTitle')}
        </h2>
        <p>{t('hiw.whyBuilt1')}</p>
        <p>{t('hiw.whyBuilt2')}</p>
      </section>
    </div>
  );
}
