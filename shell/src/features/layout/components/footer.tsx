import { FOOTER_LINKS } from 'shared-kit/constants';
import { Link } from 'shared-kit/router';

export function Footer() {
  return (
    <footer className="footer">
      <nav aria-label="Footer">
        <ul className="footer__links">
          {FOOTER_LINKS.map(([to, label]) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="footer__note">EuLangJobs: jobs in Europe for multilingual candidates, in more than 40 languages.</p>
    </footer>
  );
}
