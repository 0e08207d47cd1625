// Pages marketers build in the admin area's page builder (docs/events.md#pages): a document of typed blocks, stored as
// JSON and validated against these schemas when saved, so a page that was saved always renders.
// The block shape `{id, type, props}` is the page builder's own (Puck's `content` items), so the builder's data maps
// onto a document without a translation layer.
// No React, no DOM: the api loads these modules from dist/ (CommonJS) and front ends import only their types.
import { type Static, type TSchema, Type } from 'typebox';
import { Id, Int, MultilineText, OrNull, Text } from './bounds';
import type { EventDetail, EventPathResponse } from './events';
import { JobSchema } from './jobs';
import type { LandingPageName } from './landing-pages';

export { LANDING_PAGE_NAMES, LANDING_PAGE_ROUTES, type LandingPageName } from './landing-pages';

export const PAGE_MAX_BLOCKS = 40;
/** Longest rich text (HTML, sanitised by the api with the presentation letter's allow-list) of one block. */
export const PAGE_RICH_TEXT_MAX = 20_000;

/** One block: a builder item id, its type and its own props (no other keys). */
const block = <K extends string, P extends TSchema>(type: K, props: P) =>
  Type.Object(
    {
      /** The builder's id of the item (unique within the page). */
      id: Text(64, { minLength: 1 }),
      type: Type.Literal(type),
      props: props,
    },
    { additionalProperties: false },
  );
const props = <T extends Record<string, TSchema>>(shape: T) => Type.Object(shape, { additionalProperties: false });
const Heading = Text(150);

/** A marketer's image: a file uploaded by `POST /api/admin/uploads` (checked by content, resized). */
const ImageRef = OrNull(Id({ description: 'files.id of an uploaded image' }));

export const HeroBlockSchema = block(
  'hero',
  props({
    title: Text(150, { minLength: 1 }),
    subtitle: Text(300),
    image_file_id: ImageRef,
    /** The call to action: a label, and where it goes (`#register` scrolls to the registration form). */
    cta_label: Text(60),
    cta_href: Text(300),
  }),
);
/** The event's dates, time zone and languages, read from the event (no text of its own but the heading). */
export const EventFactsBlockSchema = block('event_facts', props({ title: Heading }));
export const CountdownBlockSchema = block('countdown', props({ title: Heading }));
export const CompaniesBlockSchema = block('companies', props({ title: Heading }));
/** Jobs of the participating companies for the event's languages (an event page or landing). */
export const EventJobsBlockSchema = block('event_jobs', props({ title: Heading, limit: Int(1, 24) }));
/** Live jobs of one company, by its slug (the employer landings). */
export const CompanyJobsBlockSchema = block(
  'company_jobs',
  props({ title: Heading, company_slug: Text(120, { minLength: 1 }), limit: Int(1, 24) }),
);
/** The sign-up form: registers a guest (keeping the referral and platform) and, on an event page, joins the event. */
export const RegistrationFormBlockSchema = block(
  'registration_form',
  props({ title: Heading, text: Text(300), button_label: Text(60) }),
);
export const FaqBlockSchema = block(
  'faq',
  props({
    title: Heading,
    items: Type.Array(
      Type.Object(
        { question: Text(200, { minLength: 1 }), answer: MultilineText(2000, { minLength: 1 }) },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 30 },
    ),
  }),
);
/** HTML from the builder's rich-text field; the api sanitises it on save and stores the sanitised text. */
export const RichTextBlockSchema = block('rich_text', props({ html: MultilineText(PAGE_RICH_TEXT_MAX) }));
export const ImageBlockSchema = block(
  'image',
  props({ file_id: Id({ description: 'files.id of an uploaded image' }), alt: Text(200), caption: Text(200) }),
);
/** A YouTube or Vimeo https address, shown as a link (the content security policy allows no third-party frames). */
export const VideoLinkBlockSchema = block('video_link', props({ title: Heading, url: Text(300, { minLength: 10 }) }));
/** Links to the mobile apps (/download-app). */
export const AppLinksBlockSchema = block(
  'app_links',
  props({ title: Heading, ios_url: Text(300), android_url: Text(300) }),
);

export const PageBlockSchema = Type.Union([
  HeroBlockSchema,
  EventFactsBlockSchema,
  CountdownBlockSchema,
  CompaniesBlockSchema,
  EventJobsBlockSchema,
  CompanyJobsBlockSchema,
  RegistrationFormBlockSchema,
  FaqBlockSchema,
  RichTextBlockSchema,
  ImageBlockSchema,
  VideoLinkBlockSchema,
  AppLinksBlockSchema,
]);
export type PageBlock = Static<typeof PageBlockSchema>;
export type PageBlockType = PageBlock['type'];
/** The props of one block type. */
export type PageBlockProps<K extends PageBlockType> = Extract<PageBlock, { type: K }>['props'];

export const PAGE_BLOCK_TYPES: readonly PageBlockType[] = [
  'hero',
  'event_facts',
  'countdown',
  'companies',
  'event_jobs',
  'company_jobs',
  'registration_form',
  'faq',
  'rich_text',
  'image',
  'video_link',
  'app_links',
];

/** A page: its own title, description (the head) and blocks, top to bottom. */
export const PageDocumentSchema = Type.Object(
  {
    title: Text(70, { minLength: 1 }),
    description: Text(160),
    blocks: Type.Array(PageBlockSchema, { maxItems: PAGE_MAX_BLOCKS }),
  },
  { additionalProperties: false },
);
export type PageDocument = Static<typeof PageDocumentSchema>;

/** `event-landing:{eventId}`, `event-page:{eventId}` or `landing:{name}` (docs/events.md#pages). */
/**
 * A page key: `landing:{name}`, `event-landing:{id}` or `event-page:{id}` is the page in English, the source
 * language; the same key with `:{locale}` (`landing:work-in-europe:pl`) is its translation into one of the other
 * interface languages (docs/pages.md#pages-in-every-interface-language).
 */
export const PAGE_KEY_PATTERN = '^(event-landing|event-page|landing):[a-z0-9-]{1,60}(:(de|fr|es|it|pl))?$';
export const PageKeySchema = Type.String({ pattern: PAGE_KEY_PATTERN, maxLength: 80 });

/** What the public reads: `GET /api/pages/{key}` (published only; an admin may ask `?preview=1` for the draft). */
export const PublicPageSchema = Type.Object({
  key: Type.String(),
  /**
   * The language the page's texts are written in: the caller's interface language when the page has a published
   * translation into it, else `en` (the page as written, which the screens then mark and say so).
   */
  lang: Type.String(),
  title: Type.String(),
  description: Type.String(),
  /** Absolute canonical address of the page's public path. */
  canonical: Type.String(),
  blocks: Type.Array(PageBlockSchema),
  /** Image blocks' and heroes' served addresses, by file id (the api fills them). */
  images: Type.Record(Type.String(), Type.String()),
  /**
   * The jobs of each `event_jobs` and `company_jobs` block, by block id, as the job list answers them (live jobs
   * only): an event's are its participating companies' jobs asking for one of its languages.
   */
  jobs: Type.Record(Type.String(), Type.Array(JobSchema)),
  /** The event of an `event-landing:` or `event-page:` page. */
  event_id: OrNull(Type.Integer()),
  /** True when this is the draft (an admin's preview). */
  preview: Type.Boolean(),
});
export type PublicPage = Static<typeof PublicPageSchema>;
export const PublicPageResponseSchema = Type.Object({ page: PublicPageSchema });
export type PublicPageResponse = Static<typeof PublicPageResponseSchema>;

/** One page as the admin area edits it. */
export const AdminPageSchema = Type.Object({
  key: Type.String(),
  /** The language of this version of the page (`en` for the page itself, else a translation's). */
  locale: Type.String(),
  /** The languages this page is published in (`en` when the page itself is), for the builder's language links. */
  published_languages: Type.Array(Type.String()),
  /** The public path it is shown at (an event's entry path, a landing route), for the "open" link. */
  path: Type.String(),
  /** What the page is, in words for the admin list: the event's title or the landing's name. */
  label: Type.String(),
  draft: PageDocumentSchema,
  published: OrNull(PageDocumentSchema),
  published_at: OrNull(Type.String()),
  updated_at: Type.String(),
  /** The draft differs from what is published. */
  has_unpublished_changes: Type.Boolean(),
  images: Type.Record(Type.String(), Type.String()),
  versions: Type.Array(
    Type.Object({ id: Type.Integer(), published_at: Type.String(), published_by: OrNull(Type.String()) }),
  ),
});
export type AdminPage = Static<typeof AdminPageSchema>;
export const AdminPageResponseSchema = Type.Object({ page: AdminPageSchema });
export type AdminPageResponse = Static<typeof AdminPageResponseSchema>;
export const AdminPageListSchema = Type.Object({
  pages: Type.Array(
    Type.Object({
      key: Type.String(),
      path: Type.String(),
      label: Type.String(),
      published_at: OrNull(Type.String()),
      updated_at: Type.String(),
      has_unpublished_changes: Type.Boolean(),
    }),
  ),
});
export type AdminPageList = Static<typeof AdminPageListSchema>;
/** `PUT /api/admin/pages/{key}`: saves the draft (422 naming `blocks.3.props.title` for an invalid block). */
export const SavePageBodySchema = Type.Object({ document: PageDocumentSchema });
export const RollbackPageBodySchema = Type.Object({ version_id: Id() });
export const UploadedImageSchema = Type.Object({
  file_id: Type.Integer(),
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type UploadedImage = Static<typeof UploadedImageSchema>;

/**
 * What `PUT /api/admin/pages/{key}` reads before the api checks each block: the document's head and at most
 * PAGE_MAX_BLOCKS blocks of any shape. The api then checks each block by its `type` first and its props against that
 * block's schema, so a 422 names `document.blocks.N.type` or `document.blocks.N.props.<field>` rather than every
 * branch of the union (docs/pages.md#saving-a-page). What it stores is a `PageDocument`.
 */
export const SavePageRequestSchema = Type.Object(
  {
    document: Type.Object(
      {
        title: PageDocumentSchema.properties.title,
        description: PageDocumentSchema.properties.description,
        // Objects of any shape (the request's size is bounded by the body limit), checked one by one by the api.
        blocks: Type.Array(Type.Object({}, { additionalProperties: true }), { maxItems: PAGE_MAX_BLOCKS }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export const PageKeyParamsSchema = Type.Object({ key: PageKeySchema });
export const PublicPageQuerySchema = Type.Object({
  /** `1`: an admin's preview of the draft (ignored for anyone else). */
  preview: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])),
});

/** A built page as mfe-events' page views show it: the api's `publicPage`, what the screens read of it. */
export type BuiltPageView = Pick<PublicPage, 'title' | 'lang' | 'blocks' | 'jobs' | 'images'>;
/** Images' width and height by file id, for the first HTML (docs/pages.md#images). */
export type ImageSizes = Record<string, { width: number; height: number }>;

/**
 * The input of mfe-events' server module's `renderLandingPage` (docs/pages.md#first-html-of-built-pages): a landing
 * route's published page, the event its sign-up joins (`landingEvent(name)`), the path's referral and platform.
 */
export type LandingPageRenderInput = {
  name: LandingPageName;
  page: BuiltPageView;
  event: EventDetail | null;
  imageSizes: ImageSizes;
  referral: string | null;
  platform: string | null;
  path: string;
  locale: string;
};

/** The input of `renderEventLanding`: an event's entry path, its published landing page or none yet. */
export type EventLandingRenderInput = {
  event: EventDetail;
  page: BuiltPageView | null;
  entry: EventPathResponse;
  imageSizes: ImageSizes;
  platform: string | null;
  path: string;
  locale: string;
};
