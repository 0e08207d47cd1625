import { LinkButton } from 'shared-kit/ui';

/** The calls to action at the end of a section: link buttons side by side (pages.css, `.page-cta-list`). */
export function CtaList({ links }: { links: [to: string, label: string][] }) {
  return (
    <ul className="page-cta-list">
      {links.map(([to, label]) => (
        <li key={to}>
          <LinkButton to={to} variant="secondary">
            {label}
          </LinkButton>
        </li>
      ))}
    </ul>
  );
}
