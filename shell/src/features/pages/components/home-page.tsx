// The home page is the LCP page: static text and a form only, no remote calls and no images.
import type { FormEvent } from 'react';
import { POPULAR_LANGUAGES, POPULAR_LOCATIONS } from 'shared-kit/constants';
import { Link, useNavigate } from 'shared-kit/router';
import { buildJobListPath, slugToName } from 'shared-kit/routes';
import { CtaList } from './cta-list';
import './pages.css';

/** The canonical job-list path for an optional language and an optional location ('' for none). */
function jobListPath(language: string, location: string): string {
  return buildJobListPath({ languages: language ? [language] : [], location: location || null });
}

function JobSearchForm() {
  const navigate = useNavigate();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    navigate(jobListPath(String(data.get('language') ?? ''), String(data.get('location') ?? '')));
  }

  return (
    <search aria-label="Search jobs">
      <form className="page-search" onSubmit={onSubmit}>
        <div className="page-search-field">
          <label htmlFor="home-search-language">Language you speak</label>
          <select id="home-search-language" name="language" defaultValue="">
            <option value="">Any language</option>
            {POPULAR_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {language}
              </option>
            ))}
          </select>
        </div>
        <div className="page-search-field">
          <label htmlFor="home-search-location">Where</label>
          <select id="home-search-location" name="location" defaultValue="">
            <option value="">Anywhere in Europe</option>
            {POPULAR_LOCATIONS.map((location) => (
              <option key={location} value={location}>
                {slugToName(location)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="page-search-submit">
          Search jobs
        </button>
      </form>
    </search>
  );
}

export function HomePage() {
  return (
    <div className="page-main page-home">
      <h1>Jobs in Europe for people who speak languages</h1>
      <p className="page-intro">
        EuLangJobs brings together multilingual candidates, expats and the companies that need them. Search thousands of
        jobs in more than 40 languages across Europe, save the ones you like and apply with your profile in a few
        clicks.
      </p>

      <JobSearchForm />

      <section className="page-section" aria-labelledby="home-by-language">
        <h2 id="home-by-language">Jobs by language</h2>
        <ul className="page-link-list">
          {POPULAR_LANGUAGES.map((language) => (
            <li key={language}>
              <Link to={jobListPath(language, '')}>Jobs for {language} speakers</Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="page-section" aria-labelledby="home-by-country">
        <h2 id="home-by-country">Jobs by country</h2>
        <ul className="page-link-list">
          {POPULAR_LOCATIONS.map((location) => (
            <li key={location}>
              <Link to={jobListPath('', location)}>
                {location === 'Remote' ? 'Remote jobs' : `Jobs in ${slugToName(location)}`}
              </Link>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/jobs">See all jobs</Link>
        </p>
      </section>

      <section className="page-section" aria-labelledby="home-companies">
        <h2 id="home-companies">For companies</h2>
        <p>
          Looking for people who speak your customers&apos; language? Post your jobs, review applicants, search our CV
          database of multilingual candidates and run your own branded careers minisite.
        </p>
        <CtaList
          links={[
            ['/company', 'Hire multilingual talent'],
            ['/company/pricing', 'See our prices'],
          ]}
        />
      </section>

      <section className="page-section" aria-labelledby="home-events">
        <h2 id="home-events">Virtual career events</h2>
        <p>
          Meet recruiters online during our virtual career fairs and speed-hiring weeks: register once, talk to several
          employers and get answers within days.
        </p>
        <p>
          <Link className="page-cta" to="/career-events">
            Upcoming career events
          </Link>
        </p>
      </section>
    </div>
  );
}
