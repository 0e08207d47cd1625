import { Link } from 'shared-kit/router';

const LINKS: [string, string][] = [
  ['/about-us', 'About us'],
  ['/eulangjobs/faq', 'FAQ'],
  ['/eulangjobs/faq-for-companies', 'FAQ for companies'],
  ['/eulangjobs/contact', 'Contact'],
  ['/eulangjobs/legal-conditions', 'Legal conditions'],
  ['/eulangjobs/legal-conditions-and-privacy-policy-for-candidates', 'Privacy policy for candidates'],
  ['/eulangjobs/legal-conditions-for-companies', 'Conditions for companies'],
  ['/eulangjobs/cookies-policy', 'Cookies policy'],
];

export function Footer() {
  return (
    <footer className="footer">
      <nav aria-label="Footer">
        <ul className="footer__links">
          {LINKS.map(([to, label]) => (
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
