import { act, screen, within } from '@testing-library/react';
import type { Job, PageBlock } from 'shared-kit/contracts';
import { registerCatalogue } from 'shared-kit/i18n';
import { expectLinks, renderWithProviders } from 'shared-kit/testing';
import { loadEventsMessages } from '../../../locales';
import { timeLeft } from '../event-blocks';
import type { PageData } from '../page-data';
import { PageView } from '../page-view';
import { sampleEvent } from '../sample-data';

const HOUR = 3_600_000;

const job = {
  id: 5,
  url: 'polish-support-agent-5',
  title: 'Polish support agent',
  description: '',
  content_lang: 'en',
  company: { id: 1, name: 'Acme Corp', logo: null },
  city: { id: 1, name: 'Lisbon' },
  country: { id: 1, name: 'Portugal' },
  remote: null,
  languages: [{ name: 'Polish', slug: 'polish', mandatory: true, level: 3 }],
  skills: [],
} as unknown as Job;

const render = (blocks: PageBlock[], data: PageData = {}) =>
  renderWithProviders(<PageView blocks={blocks} data={data} />);

beforeAll(() => registerCatalogue(loadEventsMessages));

describe('page blocks', () => {
  it('shows the hero title as the page heading, its subtitle and a call to action to the form', () => {
    render(
      [
        {
          id: 'h',
          type: 'hero',
          props: {
            title: 'Speak Polish?',
            subtitle: 'Meet employers',
            image_file_id: 7,
            cta_label: 'Join',
            cta_href: '#register',
          },
        },
      ],
      { images: { '7': '/files/7.webp' } },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Speak Polish?' })).toBeInTheDocument();
    expect(screen.getByText('Meet employers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '#register');
    expect(document.querySelector('img')).toHaveAttribute('src', '/files/7.webp');
  });

  it('shows the event facts with the zone named and the languages as badges', () => {
    render([{ id: 'f', type: 'event_facts', props: { title: 'Key facts' } }], { event: sampleEvent() });
    expect(screen.getByRole('heading', { level: 2, name: 'Key facts' })).toBeInTheDocument();
    const when = screen.getByText(/14 Oct 2030/);
    expect(when).toHaveAttribute('datetime', '2030-10-14T08:00:00.000Z');
    expect(screen.getByText(/Times in your time zone \(.+\)/)).toBeInTheDocument();
    expect(screen.getByText('Polish')).toHaveClass('sk-badge');
  });

  it('counts down days, hours and minutes, then says the event is on, then ended', () => {
    jest.useFakeTimers({ now: new Date('2030-10-12T06:30:00.000Z') });
    try {
      render([{ id: 'c', type: 'countdown', props: { title: 'Starts in' } }], { event: sampleEvent() });
      expect(screen.getByText('2 days')).toBeInTheDocument();
      expect(screen.getByText('1 hour')).toBeInTheDocument();
      expect(screen.getByText('30 minutes')).toBeInTheDocument();
      // Not a live region: nothing announces each minute.
      expect(document.querySelector('[aria-live]')).toBeNull();
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.getByText('29 minutes')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(3 * 24 * HOUR));
      expect(screen.getByText('Happening now')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(5 * 24 * HOUR));
      expect(screen.getByText('Ended')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
    expect(timeLeft(0, 1)).toBeNull();
    expect(timeLeft(61_000, 0)).toEqual({ days: 0, hours: 0, minutes: 2 });
  });

  it('shows the companies with their logo, or their initials without one', () => {
    render([{ id: 'co', type: 'companies', props: { title: 'Who is hiring' } }], { event: sampleEvent() });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Acme Corp')).toBeInTheDocument();
    expect(items[0].querySelector('img')).toHaveAttribute('src', '/logos/acme.png');
    expect(within(items[1]).getByText('BW')).toBeInTheDocument();
  });

  it('lists the jobs of a jobs block as cards linking to the job pages, or says there are none', () => {
    render(
      [
        { id: 'j1', type: 'event_jobs', props: { title: 'Jobs', limit: 6 } },
        { id: 'j2', type: 'company_jobs', props: { title: 'More', company_slug: 'acme', limit: 6 } },
      ],
      { jobs: { j1: [job] } },
    );
    expect(screen.getByRole('link', { name: 'Polish support agent' })).toHaveAttribute(
      'href',
      '/jobs/polish-support-agent-5',
    );
    expect(screen.getByText('Lisbon, Portugal')).toBeInTheDocument();
    expect(screen.getByText('No open jobs here right now')).toBeInTheDocument();
  });

  it('renders the page’s sign-up form, or a disabled preview of it in the builder', () => {
    const props = { title: 'Sign up', text: 'It is free', button_label: 'Join the week' };
    const { unmount } = render([{ id: 'r', type: 'registration_form', props }], {
      renderRegistration: (given) => <p>form for {given.button_label}</p>,
    });
    expect(screen.getByText('form for Join the week')).toBeInTheDocument();
    unmount();
    render([{ id: 'r', type: 'registration_form', props }]);
    expect(screen.getByRole('group', { name: 'Preview of the sign-up form' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Join the week' })).toBeDisabled();
  });

  it('shows FAQ items as disclosures, rich text, an image with its alt, a video link and the app links', () => {
    render(
      [
        { id: 'q', type: 'faq', props: { title: 'FAQ', items: [{ question: 'Is it free?', answer: 'Yes.' }] } },
        { id: 't', type: 'rich_text', props: { html: '<p><strong>Bold</strong> words</p>' } },
        { id: 'i', type: 'image', props: { file_id: 9, alt: 'A team at work', caption: 'Our office' } },
        { id: 'v', type: 'video_link', props: { title: 'Our story', url: 'https://www.youtube.com/watch?v=x' } },
        {
          id: 'a',
          type: 'app_links',
          props: { title: 'Get the app', ios_url: 'https://apps.apple.com/x', android_url: '' },
        },
      ],
      { images: { '9': '/files/9.webp' } },
    );
    const question = screen.getByText('Is it free?');
    expect(question.tagName).toBe('SUMMARY');
    expect(screen.getByText('Bold').tagName).toBe('STRONG');
    expect(screen.getByRole('img', { name: 'A team at work' })).toHaveAttribute('src', '/files/9.webp');
    expect(screen.getByText('Our office')).toBeInTheDocument();
    expectLinks({
      'Our story': 'https://www.youtube.com/watch?v=x',
      'Download on the App Store': 'https://apps.apple.com/x',
    });
    expect(screen.queryByRole('link', { name: 'Get it on Google Play' })).not.toBeInTheDocument();
  });
});
