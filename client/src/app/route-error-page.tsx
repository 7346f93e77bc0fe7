import { Link, useRouteError } from 'react-router';
import './simple-page.css';

/**
 * Shown when a page fails to load or render, typically a page's script missing after a new
 * deployment: reloading fetches the current one.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <section className="simple-page" aria-labelledby="route-error-title">
      <h1 id="route-error-title">This page could not be shown</h1>
      <p>Please reload the page. If it keeps happening, our support team can help.</p>
      <p>
        <button
          type="button"
          className="simple-page__action"
          onClick={() => window.location.reload()}
        >
          Reload
        </button>{' '}
        <Link to="/">Go to Swap</Link>
      </p>
    </section>
  );
}
