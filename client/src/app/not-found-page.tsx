import { useLocalePath, useT } from '../lib/i18n/i18n.js';
import { Link } from 'react-router';
import './simple-page.css';

export function NotFoundPage() {
  const t = useT();
  const lp = useLocalePath();
  return (
    <section className="simple-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link className="simple-page__action" to={lp('/')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
