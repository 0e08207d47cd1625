// The pages a new event starts with (docs/events.md#admin-events): creating an event writes its landing
// (`event-landing:{id}`) and its event page (`event-page:{id}`) from these templates, as drafts the marketer then
// edits in the page builder. Both are PageDocuments (shared-kit/contracts/page-blocks.ts) and are checked against
// its schema by the tests, so a template can never hold a block the builder or the renderer would refuse.
import type { EventKind, PageBlock, PageDocument } from 'shared-kit/contracts';

/** What a template reads of the event. */
export type TemplateEvent = { id: number; title: string; description: string; kind: EventKind };

/**
 * Texts a template may be given instead of its defaults: the seed's event-specific pages, and their translations
 * (`labels`: the headings and buttons the templates otherwise write in English).
 */
export type TemplateTexts = {
  subtitle?: string;
  registerTitle?: string;
  registerText?: string;
  faq?: { question: string; answer: string }[];
  labels?: Partial<Record<'register' | 'facts' | 'countdown' | 'companies' | 'faq' | 'schedule' | 'jobs', string>>;
};

/** The document title is what the head shows (at most 70 characters), the description at most 160. */
const clip = (value: string, max: number) => {
  const chars = [...value.replace(/\s+/g, ' ').trim()];
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
};

const DEFAULT_FAQ: Record<EventKind, { question: string; answer: string }[]> = {
  speed_hiring: [
    {
      question: 'Does it cost anything to take part?',
      answer: 'No. Registering and interviewing are free for candidates; the employers pay for their places.',
    },
    {
      question: 'How do the interviews work?',
      answer:
        'Once registered, you book a short online interview with a participating company for one of the event languages. You see every time in your own time zone and get a calendar invite by email.',
    },
    {
      question: 'Can I change or cancel my interview?',
      answer:
        'Yes. From the event page you can move your booking to another free slot or cancel it until it starts; the place goes back to other candidates.',
    },
  ],
  how_to_get_a_job: [
    {
      question: 'Who is the workshop for?',
      answer:
        'Anyone who speaks more than one language and wants to work in another European country, whether you are starting out or changing careers.',
    },
    {
      question: 'Do I need to prepare anything?',
      answer: 'Only your questions. Having your CV at hand helps if you want feedback on it during the live part.',
    },
    {
      question: 'Is there a recording?',
      answer: 'Registered candidates receive the key points by email after the session.',
    },
  ],
  go_places: [
    {
      question: 'What is Go Places?',
      answer:
        'A relocation programme: companies that help with moving abroad present their cities and open positions, and you talk to them directly.',
    },
    {
      question: 'Do I have to move to take part?',
      answer: 'No. You can simply discover the cities and the jobs; you decide later whether a move suits you.',
    },
    {
      question: 'Which cities take part?',
      answer: 'The cities are listed on the event page, each with its own date and what happens there.',
    },
  ],
  other: [
    {
      question: 'Does it cost anything to take part?',
      answer: 'No. Taking part is free for candidates.',
    },
    {
      question: 'How do I register?',
      answer: 'Fill in the form on this page. If you already have an account, sign in and join with one click.',
    },
    {
      question: 'Where do I find the details later?',
      answer: 'Once registered, opening this address again takes you to the event page with the schedule.',
    },
  ],
};

/** A page's hero: the event's title, a subtitle and its call to action (none when the label is empty). */
const hero = (event: TemplateEvent, subtitle: string, ctaLabel: string, ctaHref: string): PageBlock => ({
  id: 'hero',
  type: 'hero',
  props: {
    title: clip(event.title, 150),
    subtitle: clip(subtitle, 300),
    image_file_id: null,
    cta_label: ctaLabel,
    cta_href: ctaHref,
  },
});

/** The page's title and description for search engines and shares, from the event's. */
const pageOf = (event: TemplateEvent, blocks: PageBlock[]): PageDocument => ({
  title: clip(event.title, 70),
  description: clip(event.description, 160),
  blocks,
});

/** The landing: what a guest or an unregistered candidate sees at the event's entry path. */
export function eventLandingTemplate(event: TemplateEvent, texts: TemplateTexts = {}): PageDocument {
  const label = texts.labels ?? {};
  const blocks: PageBlock[] = [
    hero(event, texts.subtitle ?? event.description, label.register ?? 'Register', '#register'),
    { id: 'facts', type: 'event_facts', props: { title: label.facts ?? 'When and for whom' } },
    { id: 'countdown', type: 'countdown', props: { title: label.countdown ?? 'The event starts in' } },
    {
      id: 'register',
      type: 'registration_form',
      props: {
        title: clip(texts.registerTitle ?? 'Register for free', 150),
        text: clip(texts.registerText ?? 'Create your account and you are registered for the event in one step.', 300),
        button_label: label.register ?? 'Register',
      },
    },
    { id: 'companies', type: 'companies', props: { title: label.companies ?? 'Companies taking part' } },
    {
      id: 'faq',
      type: 'faq',
      props: { title: label.faq ?? 'Questions and answers', items: texts.faq ?? DEFAULT_FAQ[event.kind] },
    },
  ];
  return pageOf(event, blocks);
}

/** The event page: what a registered candidate sees at the same path. */
export function eventPageTemplate(event: TemplateEvent, texts: TemplateTexts = {}): PageDocument {
  const label = texts.labels ?? {};
  const blocks: PageBlock[] = [
    hero(event, texts.subtitle ?? 'You are registered. Here are the schedule, the companies and their jobs.', '', ''),
    { id: 'facts', type: 'event_facts', props: { title: label.schedule ?? 'Schedule' } },
    { id: 'companies', type: 'companies', props: { title: label.companies ?? 'Companies taking part' } },
    { id: 'jobs', type: 'event_jobs', props: { title: label.jobs ?? 'Jobs for the event languages', limit: 12 } },
  ];
  return pageOf(event, blocks);
}

/** The page keys of an event (docs/events.md#pages). */
export const eventPageKeys = (eventId: number) => ({
  landing: `event-landing:${eventId}`,
  event: `event-page:${eventId}`,
});
