// The pictures link previews show (docs/pages.md#share-images): a job's card for a job page, a company's card for its
// minisite, the site's card for every other page. A picture's address carries the hash of what it shows, so it is cached for a year and a changed
// job gets a new address; the PNG is drawn once per hash and kept in the database (share_images).
import { createHash } from 'node:crypto';
import { formatPlace, type Job, languageName, type Locale } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import type { Translate } from '../../i18n/catalogues';
import type { FileStorage } from '../file-storage';
import { companyJobsHeading, SITE_NAME } from '../jobs/seo';
import { CARD_HEIGHT, CARD_WIDTH, type JobCardText, jobCardSvg, siteCardSvg } from './card';
import { renderCard } from './render';
import { shareFonts } from './text';

export { ShareImageBusy } from './render';

/** Drawing version: bump it when the cards' look changes, so every address changes with it. */
const DRAWING = 'card-1';
/** Kept rows older than this are deleted when a new one is stored: the cache drops what no page names any more. */
const KEEP_DAYS = 180;

/** What a page's head says about its picture (og:image and its properties). */
export type ShareImage = { url: string; width: number; height: number; type: string; alt: string };

/** A card's head properties: every card has the same size and type. */
const cardImage = (url: string, alt: string): ShareImage => ({
  url,
  width: CARD_WIDTH,
  height: CARD_HEIGHT,
  type: 'image/png',
  alt,
});

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);

/** A logo stored in the file storage (`/files/{id}/{name}`): its id, which names immutable bytes. */
const logoFileId = (logo: string | null) => (logo ? (/^\/files\/(\d{1,18})\//.exec(logo)?.[1] ?? null) : null);

function jobCardText(job: Job, locale: Locale): JobCardText {
  return {
    title: job.title,
    company: job.company.name,
    place: formatPlace(job, locale),
    languages: job.languages.map((language) => languageName(language, locale)),
  };
}

/** The card's content and drawing: what its hash is taken of. */
const jobCardKey = (job: Job, locale: Locale) => ({
  drawing: DRAWING,
  locale,
  ...jobCardText(job, locale),
  logo: logoFileId(job.company.logo),
});

/** The job card's address and head properties; the alt text says what the card says. */
export function jobShareImage(job: Job, locale: Locale, origin: string): ShareImage {
  const text = jobCardText(job, locale);
  return cardImage(
    `${origin}/share/jobs/${job.id}/${locale}/${hashOf(jobCardKey(job, locale))}.png`,
    [text.title, text.company, text.place, text.languages.join(', ')].filter(Boolean).join(' · '),
  );
}

const tagline = (t: Translate) => t('api.share.tagline');
const siteCardKey = (locale: Locale, t: Translate) => ({ drawing: DRAWING, locale, tagline: tagline(t) });

/** The site's card, in the page's language: the brand and its promise. */
export function siteShareImage(locale: Locale, t: Translate, origin: string): ShareImage {
  return cardImage(
    `${origin}/share/site/${locale}/${hashOf(siteCardKey(locale, t))}.png`,
    `${SITE_NAME}: ${tagline(t)}`,
  );
}

/** A company whose careers page (minisite) is shared: its name and logo. */
export type ShareCompany = { id: number; name: string; logo: string | null };

/** The company card: the job card's drawing with "Jobs at Acme", the site's promise and the company's logo. */
function companyCardText(company: ShareCompany, locale: Locale, t: Translate): JobCardText {
  return { title: companyJobsHeading(company.name, locale), company: tagline(t), place: null, languages: [] };
}

const companyCardKey = (company: ShareCompany, locale: Locale, t: Translate) => ({
  drawing: DRAWING,
  locale,
  ...companyCardText(company, locale, t),
  logo: logoFileId(company.logo),
});

/** A minisite's card (docs/pages.md#share-images): its address and head properties. */
export function companyShareImage(company: ShareCompany, locale: Locale, t: Translate, origin: string): ShareImage {
  return cardImage(
    `${origin}/share/companies/${company.id}/${locale}/${hashOf(companyCardKey(company, locale, t))}.png`,
    `${companyJobsHeading(company.name, locale)} · ${SITE_NAME}`,
  );
}

/** The company of a card's address, or null. */
export async function shareCompany(db: Db, id: number): Promise<ShareCompany | null> {
  const row = await db.selectFrom('companies').select(['id', 'name', 'logo']).where('id', '=', id).executeTakeFirst();
  return row ?? null;
}

/** A drawing in progress, by hash: two requests for the same new picture draw it once. */
const drawing = new Map<string, Promise<Buffer>>();

/** The stored PNG of `hash`, or `draw()` it, store it and return it. */
async function storedOrDrawn(db: Db, hash: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const row = await db.selectFrom('share_images').select('png').where('hash', '=', hash).executeTakeFirst();
  if (row) return row.png;
  let pending = drawing.get(hash);
  if (!pending) {
    pending = (async () => {
      const png = await draw();
      await db
        .insertInto('share_images')
        .values({ hash, png })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await db
        .deleteFrom('share_images')
        .where('created_at', '<', new Date(Date.now() - KEEP_DAYS * 86_400_000))
        .execute();
      return png;
    })().finally(() => drawing.delete(hash));
    drawing.set(hash, pending);
  }
  return pending;
}

/** The picture at an address: its PNG, or where the current one is (the job changed since the page was shared). */
export type ShareImageAnswer = { png: Buffer } | { moved: string };

/**
 * The answer for `hash` at `/share/{path}/{hash}.png`: `moved` to the current hash of `key`, or the PNG of `draw()`,
 * stored once.
 */
async function answerFor(
  db: Db,
  hash: string,
  card: { path: string; key: unknown; draw: () => Promise<Buffer> },
): Promise<ShareImageAnswer> {
  const current = hashOf(card.key);
  if (current !== hash) return { moved: `/share/${card.path}/${current}.png` };
  return { png: await storedOrDrawn(db, current, card.draw) };
}

/** The job card's drawing of `text` with the company's logo, when it is public. */
async function drawWithLogo(files: FileStorage, text: JobCardText, logo: string | null): Promise<Buffer> {
  const fileId = logoFileId(logo);
  const stored = fileId ? await files.read(fileId) : null;
  return renderCard(jobCardSvg(shareFonts(), text), stored?.public ? stored.data : null);
}

/** The job card of `job` for `hash`; `moved` when the job's card is another one now. */
export function jobShareImagePng(
  db: Db,
  files: FileStorage,
  job: Job,
  locale: Locale,
  hash: string,
): Promise<ShareImageAnswer> {
  return answerFor(db, hash, {
    path: `jobs/${job.id}/${locale}`,
    key: jobCardKey(job, locale),
    draw: () => drawWithLogo(files, jobCardText(job, locale), job.company.logo),
  });
}

/** The company card of `company` for `hash`; `moved` when the company's name, logo or the words changed. */
export function companyShareImagePng(
  db: Db,
  files: FileStorage,
  company: ShareCompany,
  locale: Locale,
  t: Translate,
  hash: string,
): Promise<ShareImageAnswer> {
  return answerFor(db, hash, {
    path: `companies/${company.id}/${locale}`,
    key: companyCardKey(company, locale, t),
    draw: () => drawWithLogo(files, companyCardText(company, locale, t), company.logo),
  });
}

/** The site card of `locale` for `hash`; `moved` when its words changed. */
export function siteShareImagePng(db: Db, locale: Locale, t: Translate, hash: string): Promise<ShareImageAnswer> {
  return answerFor(db, hash, {
    path: `site/${locale}`,
    key: siteCardKey(locale, t),
    draw: () => renderCard(siteCardSvg(shareFonts(), tagline(t))),
  });
}
