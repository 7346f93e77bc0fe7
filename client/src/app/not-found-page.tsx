import { Link } from 'react-router';
import './simple-page.css';

export function NotFoundPage() {
  return (
    <section className="simple-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>There is nothing at this address. Check the link, or start a new swap.</p>
      <Link className="simple-page__action" to="/">
        Go to Swap
      </Link>
    </section>
  );
}
