import type { EventKind } from 'shared-kit/contracts';
import type { Db } from '../database';
import {
  eventLandingTemplate,
  eventPageKeys,
  eventPageTemplate,
  type TemplateTexts,
} from '../../services/events/page-templates';
import { GERMAN_WEEK_TRANSLATIONS, TRANSLATED_EVENT_ID } from './event-page-translations';
import { insertMissingPages } from './published-pages';
import { careerEvents } from './reference-data';

/**
 * The landing and event page texts of the special events (docs/events.md#events): the templates' blocks
 * with words written for each event. Marketers change them in the page builder; the seed only writes missing pages.
 */
const TEXTS: Record<number, { landing: TemplateTexts; page: TemplateTexts }> = {
  20: {
    landing: {
      subtitle:
        'Five days of 20-minute video interviews with employers in the Netherlands, Belgium and across Europe who need Dutch or Flemish speakers.',
      registerTitle: 'Register for the Dutch Speed Hiring Week',
      registerText: 'One free account: you are registered for the week and can book your interviews straight away.',
      faq: [
        {
          question: 'Do I need to speak perfect Dutch?',
          answer:
            'Employers look for a working level (B2 or above) in Dutch or Flemish. Many roles also ask for English; each job says which languages it needs.',
        },
        {
          question: 'Which jobs are on offer?',
          answer:
            'Mostly customer support, sales, IT and finance roles in Amsterdam, Rotterdam, Brussels, Lisbon and Barcelona, many with relocation help or remote options.',
        },
        {
          question: 'How many interviews can I book?',
          answer:
            'One interview slot at a time. After it you can book another one with a different company while the week runs.',
        },
      ],
    },
    page: { subtitle: 'You are in. Book an interview with a company hiring Dutch speakers, and see their jobs.' },
  },
  22: {
    landing: {
      subtitle:
        'Meet companies that help you move: discover Lisbon, Barcelona, Dublin, Berlin and Amsterdam, their open positions and what a move really involves.',
      registerTitle: 'Join Go Places',
      registerText: 'Register for free to see each city’s programme and talk to the companies taking part.',
      faq: [
        {
          question: 'Who pays for the move?',
          answer:
            'Many participating companies offer a relocation package: flight, the first weeks of housing and help with paperwork. Each company explains what it covers.',
        },
        {
          question: 'Do I need a work permit?',
          answer:
            'EU and EEA citizens can work in every city of the programme. Others should check the job: some employers sponsor a visa.',
        },
        {
          question: 'Can I choose more than one city?',
          answer: 'Yes. Browse every city and speak to as many companies as you like before deciding.',
        },
      ],
    },
    page: { subtitle: 'You are registered. Explore the cities, their dates and the companies ready to help you move.' },
  },
  23: {
    landing: {
      subtitle:
        'A free two-hour online workshop: writing a CV employers abroad read, preparing a video interview, and live answers from recruiters.',
      registerTitle: 'Save your seat',
      registerText: 'Seats are free. Register and we send you the link and the key points afterwards.',
      faq: [
        {
          question: 'Who runs the workshop?',
          answer:
            'Recruiters from companies that hire multilingual staff across Europe, together with the EuLangJobs team.',
        },
        {
          question: 'Will my CV be reviewed?',
          answer:
            'During the live part recruiters look at a few CVs shared by participants (with their consent) and explain what they would change.',
        },
        {
          question: 'Is the workshop in English?',
          answer: 'Yes. Questions can be asked in English, Spanish or German in the chat.',
        },
      ],
    },
    page: { subtitle: 'You are registered for the workshop. Meanwhile, here are jobs from the companies taking part.' },
  },
  24: {
    landing: {
      subtitle:
        'Employers in Stockholm, Copenhagen, Oslo and Helsinki, and remote teams across Europe, interview Swedish, Danish, Norwegian and Finnish speakers in one week.',
      registerTitle: 'Register for the Nordic Speed Hiring Week',
      registerText: 'Create your free account and choose interviews in any of the four Nordic languages.',
      faq: [
        {
          question: 'Which language do I interview in?',
          answer:
            'You pick the language when booking: each slot is for Swedish, Danish, Norwegian or Finnish. Speaking one of them well is enough.',
        },
        {
          question: 'Are the jobs in the Nordic countries?',
          answer:
            'Some are; many are in multilingual hubs such as Lisbon, Barcelona or Tallinn, where Nordic speakers are in high demand.',
        },
        {
          question: 'What time are the interviews?',
          answer:
            'The schedule is set in Stockholm time, and every time is shown to you in your own time zone when you book.',
        },
      ],
    },
    page: { subtitle: 'You are registered. Book an interview in your Nordic language and see the companies’ jobs.' },
  },
  25: {
    landing: {
      subtitle:
        'A week of fast-track interviews with companies hiring German speakers in Germany, Austria, Switzerland and remote roles.',
      registerTitle: 'Register for the German Speed Hiring Week',
      registerText: 'One free account and you are in: book interviews as soon as the companies publish their slots.',
      faq: [
        {
          question: 'What German level do employers expect?',
          answer:
            'Most roles ask for B2 or above; customer-facing roles often C1. Each job lists its required languages and levels.',
        },
        {
          question: 'Do I have to live in Germany?',
          answer:
            'No. Some positions are in Berlin, Munich, Vienna or Zurich, others in multilingual hubs abroad or fully remote.',
        },
        {
          question: 'How quickly will I hear back?',
          answer:
            'Companies taking part commit to answering every candidate they interview within one week of the event.',
        },
      ],
    },
    page: { subtitle: 'You are registered. Book your interview with a company hiring German speakers.' },
  },
};

/**
 * The special events' two pages, published, when missing (idempotent: a page a marketer changed is never
 * overwritten), and the German week's in the other interface languages. Each new page gets its first version, to
 * roll back to.
 */
export async function seedEventPages(db: Db): Promise<void> {
  const events = careerEvents(new Date());
  const rows = events.flatMap((event) => {
    const texts = TEXTS[event.id] ?? { landing: {}, page: {} };
    const template = {
      id: event.id,
      title: event.title,
      description: event.description,
      kind: event.kind as EventKind,
    };
    const keys = eventPageKeys(event.id);
    // One event's pages in every interface language too (docs/pages.md#pages-in-every-interface-language).
    const translations =
      event.id === TRANSLATED_EVENT_ID
        ? Object.entries(GERMAN_WEEK_TRANSLATIONS).flatMap(([locale, translation]) => {
            const translated = { ...template, title: translation.title, description: translation.description };
            return [
              { key: `${keys.landing}:${locale}`, document: eventLandingTemplate(translated, translation.landing) },
              { key: `${keys.event}:${locale}`, document: eventPageTemplate(translated, translation.page) },
            ];
          })
        : [];
    return [
      { key: keys.landing, document: eventLandingTemplate(template, texts.landing) },
      { key: keys.event, document: eventPageTemplate(template, texts.page) },
      ...translations,
    ];
  });
  await insertMissingPages(db, rows);
}
