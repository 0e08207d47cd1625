import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventDetail, Job, PageBlock, PublicPage } from 'shared-kit/contracts';
import type { FakeRequest } from 'shared-kit/testing';
import { activateLocale, loadKitMessages, registerCatalogue } from 'shared-kit/i18n';
import { getNotifications } from 'shared-kit/notify';
import { Route, Routes, useLocation } from 'shared-kit/router';
import { makeUser, mockHttp, renderWithProviders } from 'shared-kit/testing';
import { loadEventsMessages } from '../../../locales';
import EventsRoutes from '../../../remote-entry';
import { withStoreReferral } from '../lib/landing-kinds';

const job = {
  id: 5,
  url: 'greek-customer-advisor-5',
  title: 'Greek customer advisor',
  description: '',
  content_lang: 'en',
  company: { id: 9, name: 'Teleperformance Greece', slug: 'tp-greece', logo: null },
  city: { id: 1, name: 'Athens' },
  country: { id: 1, name: 'Greece' },
  remote: null,
  languages: [{ name: 'Greek', slug: 'greek', mandatory: true, level: 4 }],
  skills: [],
} as unknown as Job;

const hero = (title: string): PageBlock => ({
  id: 'hero',
  type: 'hero',
  props: { title, subtitle: 'Jobs for people who speak languages', image_file_id: null, cta_label: '', cta_href: '' },
});
const signUp: PageBlock = {
  id: 'register',
  type: 'registration_form',
  props: { title: 'Create your profile', text: '', button_label: 'Sign me up' },
};

const page = (name: string, blocks: PageBlock[], over: Partial<PublicPage> = {}): PublicPage => ({
  key: `landing:${name}`,
  lang: 'en',
  title: `Title of ${name}`,
  description: `Description of ${name}`,
  canonical: `https://eulangjobs.example/${name}`,
  blocks,
  images: {},
  jobs: {},
  event_id: null,
  preview: false,
  ...over,
});

const goPlaces = {
  id: 22,
  slug: 'go-places',
  title: 'Go Places',
  description: '',
  starts_at: '2030-05-04T08:00:00.000Z',
  ends_at: '2030-05-08T16:00:00.000Z',
  landing_path: '/candidates/go-places',
  kind: 'go_places',
  time_zone: 'Europe/Athens',
  languages: [{ id: 12, slug: 'greek', name: 'Greek' }],
  status: 'published',
  sponsors: [],
  companies: [],
  cities: [],
  schedule: [],
} as unknown as EventDetail;

const newUser = makeUser({ id: 77, email: 'ola@example.com', nombre: 'Ola', virtual_events: [] });

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

/** The events area at `route`, with a probe saying where the visitor ends up. */
function renderLanding(route: string, answer: (request: FakeRequest) => { status?: number; data?: unknown }) {
  const http = mockHttp(answer);
  const view = renderWithProviders(
    <>
      <EventsRoutes />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route },
  );
  return { ...http, ...view };
}

async function register() {
  await userEvent.type(await screen.findByLabelText('First name'), 'Ola');
  await userEvent.type(screen.getByLabelText('Email'), 'ola@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'long-enough-password');
  await userEvent.type(screen.getByLabelText('Repeat the password'), 'long-enough-password');
}

const registered = { data: { user: newUser, token: 'new-token', route: null } };

describe('landing pages', () => {
  it('shows the published page with its head and registers a guest keeping the platform, then onboards them', async () => {
    const { requests } = renderLanding('/candidates/work-in-Europe/facebook', (request) =>
      request.url === '/api/auth/register'
        ? registered
        : { data: { page: page('work-in-europe', [hero('Work in Europe with your languages'), signUp]) } },
    );

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Work in Europe with your languages');
    // The head is applied by an effect after the page's render: wait for it, not for the next tick.
    await waitFor(() => expect(document.title).toBe('Title of work-in-europe | EuLangJobs'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Description of work-in-europe',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    expect(requests[0]?.url).toBe('/api/pages/landing:work-in-europe');

    await register();
    await userEvent.click(screen.getByRole('button', { name: 'Sign me up' }));

    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/welcome'));
    const registration = requests.find((r) => r.url === '/api/auth/register');
    expect(JSON.parse(registration?.data as string)).toMatchObject({
      email: 'ola@example.com',
      referral_platform: 'facebook',
    });
    // No event to join on this landing.
    expect(requests.map((r) => r.url)).not.toContain('/api/candidates/virtual-event/join-or-leave');
  });

  it('asks for the page again after a language switch; a page only in English is marked so and says it', async () => {
    await registerCatalogue(loadKitMessages);
    await registerCatalogue(loadEventsMessages);
    const { requests } = renderLanding('/applicant/jobs-in-Europe', () => ({
      data: { page: page('jobs-in-europe', [hero('Jobs in Europe for multilingual candidates'), signUp]) },
    }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Jobs in Europe for multilingual candidates',
    });
    // In English, the language it is written in: nothing to say.
    expect(heading.closest('[lang]')).toBeNull();
    try {
      await act(() => activateLocale('pl'));
      await waitFor(() =>
        expect(requests.filter((r) => r.url === '/api/pages/landing:jobs-in-europe')).toHaveLength(2),
      );
      const note = await screen.findByText('Ta strona jest dostępna tylko po angielsku.');
      expect(note).toHaveAttribute('lang', 'pl');
      expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')).toHaveAttribute('lang', 'en');
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it("shows an employer landing's live jobs and sends a new candidate on to that employer's jobs", async () => {
    const { requests } = renderLanding('/candidates/TPGreeceJobs/linkedin', (request) =>
      request.url === '/api/auth/register'
        ? registered
        : {
            data: {
              page: page(
                'tp-greece-jobs',
                [
                  hero('Jobs at Teleperformance Greece'),
                  {
                    id: 'jobs',
                    type: 'company_jobs',
                    props: { title: 'Open positions', company_slug: 'tp-greece', limit: 6 },
                  },
                  signUp,
                ],
                { jobs: { jobs: [job] } },
              ),
            },
          },
    );

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Jobs at Teleperformance Greece');
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Greek customer advisor' })).toHaveAttribute(
      'href',
      '/jobs/greek-customer-advisor-5',
    );
    expect(requests[0]?.url).toBe('/api/pages/landing:tp-greece-jobs');

    await register();
    await userEvent.click(screen.getByRole('button', { name: 'Sign me up' }));
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/jobs-at-tp-greece'));
    const registration = requests.find((r) => r.url === '/api/auth/register');
    expect(JSON.parse(registration?.data as string).referral_platform).toBe('linkedin');
  });

  it('registers from the go-places application into event 22 with the referral as origin, then opens the event', async () => {
    const { requests } = renderLanding('/applicant/go-places-application/uni-athens', (request) => {
      if (request.url === '/api/auth/register') return registered;
      if (request.url === '/api/candidates/virtual-event/join-or-leave')
        return { data: { joined: true, events: [], virtual_events: [{ fk_virtual_event_id: 22 }] } };
      if (request.url === '/api/events/22') return { data: { event: goPlaces } };
      const facts: PageBlock = { id: 'facts', type: 'event_facts', props: { title: 'When and where' } };
      return { data: { page: page('go-places-application', [hero('Apply to Go Places'), facts, signUp]) } };
    });

    // The event's facts come from event 22 itself.
    expect(await screen.findByRole('heading', { name: 'When and where' })).toBeInTheDocument();
    expect(screen.getByText('Greek')).toBeInTheDocument();

    await register();
    await userEvent.click(screen.getByRole('button', { name: 'Sign me up' }));

    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/candidates/go-places'));
    const registration = requests.find((r) => r.url === '/api/auth/register');
    expect(JSON.parse(registration?.data as string).referral_platform).toBe('uni-athens');
    const join = requests.find((r) => r.url === '/api/candidates/virtual-event/join-or-leave');
    expect(JSON.parse(join?.data as string)).toMatchObject({ event_id: 22, origin: 'uni-athens' });
  });

  it("keeps the referral in the download page's store links", async () => {
    renderLanding('/download-app/spring-campaign', () => ({
      data: {
        page: page('download-app', [
          hero('Get the EuLangJobs app'),
          {
            id: 'apps',
            type: 'app_links',
            props: {
              title: 'Download',
              ios_url: 'https://apps.apple.com/app/eulangjobs/id123?mt=8',
              android_url: 'https://play.google.com/store/apps/details?id=com.eulangjobs',
            },
          },
        ]),
      },
    }));

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Get the EuLangJobs app');
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toContain('https://apps.apple.com/app/eulangjobs/id123?mt=8&ct=spring-campaign');
    expect(links).toContain('https://play.google.com/store/apps/details?id=com.eulangjobs&referrer=spring-campaign');
  });

  it('leaves store links alone without a referral, and other addresses get it as `referral`', () => {
    expect(withStoreReferral('https://play.google.com/store/apps/details?id=x', null)).toBe(
      'https://play.google.com/store/apps/details?id=x',
    );
    expect(withStoreReferral('https://eulangjobs.app.link/open', 'tiktok')).toBe(
      'https://eulangjobs.app.link/open?referral=tiktok',
    );
    expect(withStoreReferral('not a url', 'tiktok')).toBe('not a url');
  });

  it('shows the support page as written, with no sign-up', async () => {
    renderLanding('/goplaces/app-support', () => ({
      data: {
        page: page('go-places-app-support', [
          hero('Go Places app support'),
          {
            id: 'faq',
            type: 'faq',
            props: { title: 'Questions', items: [{ question: 'How do I log in?', answer: 'With your email.' }] },
          },
        ]),
      },
    }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Go Places app support');
    expect(screen.getByText('How do I log in?')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it("gives a page without a hero its title as the one h1, as the server's first HTML does", async () => {
    renderLanding('/goplaces/app-support', () => ({
      data: {
        page: page('go-places-app-support', [
          { id: 'text', type: 'rich_text', props: { html: '<p>Write to support@example.com</p>' } },
        ]),
      },
    }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Title of go-places-app-support');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says a page that is not published is not there, with a way to the jobs, and not indexed', async () => {
    renderLanding('/candidates/jobs-at-ttec/web', () => ({
      status: 404,
      data: { message: 'Not found.', toasts: [{ message: 'Not found.' }] },
    }));

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('This page was not found');
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    // The page says it; no toast repeats it.
    expect(getNotifications()).toEqual([]);
  });

  it('shows an error with a retry when the page cannot be loaded', async () => {
    let calls = 0;
    renderLanding('/applicant/jobs-in-Europe', () => {
      calls += 1;
      return calls === 1
        ? { status: 500, data: { message: 'Server error' } }
        : { data: { page: page('jobs-in-europe', [hero('Jobs in Europe')]) } };
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this page.');
    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Jobs in Europe');
    expect(calls).toBe(2);
  });
});
