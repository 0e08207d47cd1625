// The home page is the LCP page: static text and a form only, no remote calls and no images.
import type { FormEvent } from 'react';
import {
  POPULAR_LANGUAGES,
  POPULAR_LOCATIONS,
  popularCountryName as countryName,
  popularLanguageName as languageName,
} from 'shared-kit/constants';
import { currentLocale, useTranslate } from 'shared-kit/i18n';
import { Link, useNavigate } from 'shared-kit/router';
import { buildJobListPath } from 'shared-kit/routes';
import type { ShellMessageId } from '../../../locales';
import { CtaList } from './cta-list';
import './pages.css';

/** The canonical job-list path for an optional language and an optional location ('' for none). */
function jobListPath(language: string, location: string): string {
  return buildJobListPath({ languages: language ? [language] : [], location: location || null });
}

/** One choice of the search form: "any" first, then [value, name] options. */
function SearchField(props: { name: string; label: string; none: string; options: [string, string][] }) {
  const id = `home-search-${props.name}`;
  return (
    <div className="page-search-field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} name={props.name} defaultValue="">
        <option value="">{props.none}</option>
        {props.options.map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

function JobSearchForm() {
  const t = useTranslate<ShellMessageId>();
  const locale = currentLocale();
  const navigate = useNavigate();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    navigate(jobListPath(String(data.get('language') ?? ''), String(data.get('location') ?? '')));
  }

  return (
    <search aria-label={t('shell.home.search.label')}>
      <form className="page-search" onSubmit={onSubmit}>
        <SearchField
          name="language"
          label={t('shell.home.search.language')}
          none={t('shell.home.search.anyLanguage')}
          options={POPULAR_LANGUAGES.map((language) => [language, languageName(language, locale)])}
        />
        <SearchField
          name="location"
          label={t('shell.home.search.location')}
          none={t('shell.home.search.anywhere')}
          options={POPULAR_LOCATIONS.map((location) => [
            location,
            location === 'Remote' ? t('shell.home.search.remote') : countryName(location, locale),
          ])}
        />
        <button type="submit" className="page-search-submit">
          {t('shell.home.search.submit')}
        </button>
      </form>
    </search>
  );
}

export function HomePage() {
  const t = useTranslate<ShellMessageId>();
  const locale = currentLocale();
  return (
    <div className="page-main page-home">
      <h1>{t('shell.home.title')}</h1>
      <p className="page-intro">{t('shell.home.intro')}</p>

      <JobSearchForm />

      <section className="page-section" aria-labelledby="home-by-language">
        <h2 id="home-by-language">{t('shell.home.byLanguage.title')}</h2>
        <ul className="page-link-list">
          {POPULAR_LANGUAGES.map((language) => (
            <li key={language}>
              <Link to={jobListPath(language, '')}>
                {t('shell.home.byLanguage.link', { language: languageName(language, locale) })}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="page-section" aria-labelledby="home-by-country">
        <h2 id="home-by-country">{t('shell.home.byCountry.title')}</h2>
        <ul className="page-link-list">
          {POPULAR_LOCATIONS.map((location) => (
            <li key={location}>
              <Link to={jobListPath('', location)}>
                {location === 'Remote'
                  ? t('shell.home.byCountry.remote')
                  : t('shell.home.byCountry.link', { country: countryName(location, locale) })}
              </Link>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/jobs">{t('shell.home.allJobs')}</Link>
        </p>
      </section>

      <section className="page-section" aria-labelledby="home-companies">
        <h2 id="home-companies">{t('shell.home.companies.title')}</h2>
        <p>{t('shell.home.companies.text')}</p>
        <CtaList
          links={[
            ['/company', t('shell.home.companies.hire')],
            ['/company/pricing', t('shell.home.companies.prices')],
          ]}
        />
      </section>

      <section className="page-section" aria-labelledby="home-events">
        <h2 id="home-events">{t('shell.home.events.title')}</h2>
        <p>{t('shell.home.events.text')}</p>
        <p>
          <Link className="page-cta" to="/career-events">
            {t('shell.home.events.link')}
          </Link>
        </p>
      </section>
    </div>
  );
}
