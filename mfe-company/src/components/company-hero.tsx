import type { ReactNode } from 'react';

type CompanyHeroProps = {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  /** The one sentence that says what the page offers a company. */
  pitch: string;
  /** The ways in (LinkButtons), the first one the page's own. */
  ctas: ReactNode;
  /** Anything said between the pitch and the ways in (a list of points). */
  children?: ReactNode;
};

/** The top of the company area's public pages (the landing, finding candidates): heading, pitch, ways in. */
export function CompanyHero({ id, heading, pitch, ctas, children }: CompanyHeroProps) {
  return (
    <section className="company-hero" aria-labelledby={id}>
      <h1 id={id}>{heading}</h1>
      <p className="company-pitch">{pitch}</p>
      {children}
      <p className="company-ctas">{ctas}</p>
    </section>
  );
}
