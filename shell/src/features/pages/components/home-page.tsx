// The home page is the LCP page: its text and form are on screen from the server's markup; the counts and the full
// lists of places arrive after, into room already kept for them (docs/pages.md#reacts-takeover-without-a-jump).
// The server's markup is this same component, rendered by the shell's server module with the data the api has
// (src/server-render.tsx; docs/architecture.md#one-rendering).
import { type ComponentType, type FormEvent, useEffect, useMemo, useState } from 'react';
import type { PopularCounts, SearchChoice } from 'shared-kit/contracts';
import {
  formatCount,
  homeSearchLanguages,
  homeSearchLocations,
  homeSearchPath,
  POPULAR_LANGUAGES,
  POPULAR_LOCATIONS,
  popularCountryName,
  popularLanguageName,
} from 'shared-kit/constants';
import { currentLocale, useTranslate } from 'shared-kit/i18n';
import { Link, useNavigate } from 'shared-kit/router';
import { buildJobListPath } from 'shared-kit/routes';
import { Button, Card, Combobox, Illustration, LinkButton, TextField } from 'shared-kit/ui';
import type { ShellMessageId } from '../../../locales';
import { getPopularCounts } from '../api/get-popular-counts';
import { getSearchLists, type SearchLists } from '../api/get-search-lists';
import { CtaList } from './cta-list';

/** One of the search's two pickers; `name` is the form field's, for a picker that submits without JavaScript. */
export type PickerProps = {
  name: 'language' | 'location';
  className: string;
  label: string;
  placeholder: string;
  options: SearchChoice[];
  value: string | null;
  onChange: (value: string | null) => void;
};

/** The browser's picker: a Combobox, which the form reads from its state. */
const ComboboxPicker = ({ name: _name, ...picker }: PickerProps) => <Combobox {...picker} />;

function JobSearchForm({ lists, Picker }: { lists: SearchLists | null; Picker: ComponentType<PickerProps> }) {
  const t = useTranslate<ShellMessageId>();
  const locale = currentLocale();
  const navigate = useNavigate();
  const [language, setLanguage] = useState<string | null>(null);
  const [location, setLocation] = useState<string | null>(null);
  const languages = useMemo(() => homeSearchLanguages(lists, locale), [lists, locale]);
  const remote = t('shell.home.search.remote');
  const locations = useMemo(() => homeSearchLocations(lists, locale, remote), [lists, locale, remote]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const keywords = new FormData(event.currentTarget).get('keywords');
    navigate(homeSearchPath({ keywords: typeof keywords === 'string' ? keywords : '', language, location }));
  }

  return (
    <search aria-label={t('shell.home.search.label')}>
      <form className="page-search" action="/jobs" method="get" onSubmit={onSubmit}>
        <TextField
          className="page-search__keywords"
          name="keywords"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          label={t('shell.home.search.keywords')}
        />
        <Picker
          name="language"
          className="page-search__language"
          label={t('shell.home.search.language')}
          placeholder={t('shell.home.search.anyLanguage')}
          options={languages}
          value={language}
          onChange={setLanguage}
        />
        <Picker
          name="location"
          className="page-search__location"
          label={t('shell.home.search.location')}
          placeholder={t('shell.home.search.anywhere')}
          options={locations}
          value={location}
          onChange={setLocation}
        />
        <Button type="submit" className="page-search__submit">
          {t('shell.home.search.submit')}
        </Button>
      </form>
    </search>
  );
}

type Popular = { to: string; label: string; count: number | undefined };

/** Links to popular lists as cards with their live number of jobs; the line of the number is kept while it loads. */
function PopularLinks({ id, title, links }: { id: string; title: string; links: Popular[] }) {
  const t = useTranslate<ShellMessageId>();
  const locale = currentLocale();
  return (
    <section className="page-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="page-popular">
        {links.map((link) => (
          <Card as="li" interactive key={link.to} className="page-popular__item">
            <p className="sk-card-title">
              <Link to={link.to}>{link.label}</Link>
            </p>
            <p className="page-popular__count">
              {link.count === undefined
                ? '\u00a0'
                : t('shell.home.jobCount', { count: link.count, total: formatCount(link.count, locale) })}
            </p>
          </Card>
        ))}
      </ul>
    </section>
  );
}

const countIn = (list: PopularCounts['languages'] | undefined, slug: string) =>
  list?.find((item) => item.slug === slug)?.count;

/** What the page shows once loaded: the popular lists' counts and the search's reference lists. */
export type HomeData = { counts: PopularCounts | null; lists: SearchLists | null };

/**
 * `served`: for the server's first HTML (src/server-render.tsx), the data the api already has and the pickers that
 * work without JavaScript (native selects: features/pages/components/native-picker.tsx, kept out of this chunk); the
 * browser fetches the data after its first paint and picks with Comboboxes.
 */
export function HomePage({ served }: { served?: HomeData & { Picker: ComponentType<PickerProps> } }) {
  const t = useTranslate<ShellMessageId>();
  const locale = currentLocale();
  const [counts, setCounts] = useState<PopularCounts | null>(served?.counts ?? null);
  const [lists, setLists] = useState<SearchLists | null>(served?.lists ?? null);

  useEffect(() => {
    let live = true;
    getPopularCounts().then(
      (found) => live && setCounts(found),
      () => undefined,
    );
    getSearchLists().then(
      (found) => live && setLists(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const byLanguage = POPULAR_LANGUAGES.map((language) => ({
    to: buildJobListPath({ languages: [language] }),
    label: t('shell.home.byLanguage.link', { language: popularLanguageName(language, locale) }),
    count: countIn(counts?.languages, language),
  }));
  const byCountry = POPULAR_LOCATIONS.map((location) => ({
    to: buildJobListPath({ location }),
    label:
      location === 'Remote'
        ? t('shell.home.byCountry.remote')
        : t('shell.home.byCountry.link', { country: popularCountryName(location, locale) }),
    count: countIn(counts?.locations, location),
  }));

  return (
    <div className="page-main page-home">
      <div className="page-hero">
        <h1>{t('shell.home.title')}</h1>
        <p className="page-intro">{t('shell.home.intro')}</p>
        <Illustration name="home" className="page-hero__art" />
        <JobSearchForm lists={lists} Picker={served?.Picker ?? ComboboxPicker} />
      </div>

      <PopularLinks id="home-by-language" title={t('shell.home.byLanguage.title')} links={byLanguage} />
      <PopularLinks id="home-by-country" title={t('shell.home.byCountry.title')} links={byCountry} />
      <p className="page-all-jobs">
        <LinkButton to="/jobs" variant="secondary">
          {t('shell.home.allJobs')}
        </LinkButton>
      </p>

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
        <CtaList links={[['/career-events', t('shell.home.events.link')]]} />
      </section>
    </div>
  );
}
