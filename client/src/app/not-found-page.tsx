import { useLocalePath, useT } from '../lib/i18n/i18n.js';
import { Link } from '../lib/site-links.js';
import { usePageTitle } from '../lib/page-title.js';
import { SimplePage } from './simple-page.js';

export function NotFoundPage() {
  const t = useT();
  const lp = useLocalePath();
  usePageTitle(t('notFound.title'));
  return (
    <SimplePage titleId="not-found-title" title={t('notFound.title')} body={t('notFound.body')}>
      <Link className="simple-page__action" to={lp('/')}>
        {t('notFound.home')}
      </Link>
    </SimplePage>
  );
}
