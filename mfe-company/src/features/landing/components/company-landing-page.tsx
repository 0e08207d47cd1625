import { Link } from 'shared-kit/router';
import { LandingStats } from './landing-stats';

/** `/company`: the employer landing. */
export function CompanyLandingPage() {
  return (
    <div className="company-page">
      <section className="company-hero" aria-labelledby="company-hero-heading">
        <h1 id="company-hero-heading">Hire multilingual talent across Europe</h1>
        <p className="company-pitch">
          EuLangJobs is the job board for people who work in more than one language. Post your jobs where multilingual
          candidates and expats look for them, search CVs by language and level, and show your company on its own
          branded page.
        </p>
        <p className="company-ctas">
          <Link className="company-cta company-cta-primary" to="/register">
            Create a company account
          </Link>
          <Link className="company-cta" to="/company/pricing">
            See pricing
          </Link>
        </p>
      </section>
      <LandingStats />
    </div>
  );
}
