import { Link } from 'shared-kit/router';

/** The calls to action at the end of a section: buttons side by side (pages.css, `.page-cta`). */
export function CtaList({ links }: { links: [to: string, label: string][] }) {
  return (
    <ul className="page-cta-list">
      {links.map(([to, label]) => (
        <li key={to}>
          <Link className="page-cta" to={to}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
