// Informational pages under /eulangjobs/{slug}. The text lives in info-content.tsx.
import { useEffect } from 'react';
import { useLocation } from 'shared-kit/router';
import { hashTarget } from 'shared-kit/routes';
import { INFO_CONTENT } from './info-content';
import './pages.css';

export type InfoSlug =
  | 'cookies-policy'
  | 'legal-conditions'
  | 'legal-conditions-and-privacy-policy-for-candidates'
  | 'legal-conditions-for-companies'
  | 'faq'
  | 'contact';

export function InfoPage({ slug }: { slug: InfoSlug }) {
  const { title, body } = INFO_CONTENT[slug];
  const { hash } = useLocation();

  // A hash link to a FAQ entry (/eulangjobs/faq#delete-account) opens it; the scroll manager scrolls to it.
  useEffect(() => {
    const target = hash ? document.getElementById(hashTarget(hash)) : null;
    if (target instanceof HTMLDetailsElement) target.open = true;
  }, [hash]);

  return (
    <article className="page-main page-info" aria-labelledby="info-title">
      <h1 id="info-title">{title}</h1>
      {body}
    </article>
  );
}
