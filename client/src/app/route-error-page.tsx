import { useLocalePath, useT } from '../lib/i18n/i18n.js';
import { Link } from '../lib/site-links.js';
import { useRouteError } from 'react-router';
import { usePageTitle } from '../lib/page-title.js';
import { SimplePage } from './simple-page.js';

/**
 * Shown when a page fails to load or render, typically a page's script missing after a new
 * deployment: reloading fetches the current one.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  const t = useT();
  const lp = useLocalePath();
  usePageTitle(t('error.title'));
  return (
    <SimplePage titleId="route-error-title" title={t('error.title')} body={t('error.body')}>
      <p>
        <button
          type="button"
          className="simple-page__action"
          onClick={() => window.location.reload()}
        >
          {t('error.reload')}
        </button>{' '}
        <Link to={lp('/')}>{t('notFound.home')}</Link>
      </p>
    </SimplePage>
  );
}
