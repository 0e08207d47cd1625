import { useEffect } from 'react';
import { Link } from 'shared-kit/router';
import { NOT_FOUND_PAGE } from '../contracts/pages';
import { applyHead } from './page-head';
import { PageTitle } from './page-title';

export type NotFoundProps = { title?: string };

/** The not-found page (the shell's and every remote's for unknown paths of its area); it sits inside the layout's <main>. */
export function NotFound({ title = 'Page not found' }: NotFoundProps) {
  // Also inside a known route (a job that does not exist): the head says not found and noindex.
  useEffect(() => applyHead(NOT_FOUND_PAGE), []);
  return (
    <section className="sk-not-found">
      <PageTitle title={title} />
      <p>The page you are looking for does not exist or has moved.</p>
      <nav aria-label="Not found">
        <ul>
          <li>
            <Link to="/jobs">Browse jobs</Link>
          </li>
          <li>
            <Link to="/">Go to the home page</Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
