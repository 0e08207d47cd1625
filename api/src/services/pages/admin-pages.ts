// The admin area's calls on the page store (docs/pages.md, docs/events.md#pages): the list of every page, one page
// with its draft, what is published and its versions, a draft saved, published or rolled back. The store itself
// (keys, templates, what a page is made of) is site-pages.ts.
import { sql } from 'kysely';
import { type AdminPage, type AdminPageList, LANDING_PAGE_NAMES, type PageDocument } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { text } from '../../i18n/catalogues';
import { ValidationFailed } from '../../lib/http-errors';
import { checkedDocument, documentImageIds } from './page-document';
import {
  describe,
  LANDING_LABELS,
  landingPath,
  ownerOrNotFound,
  pageColumns,
  pageImageUrls,
  type PageRow,
  publishedLanguages,
} from './site-pages';
import { wireTime } from '../../lib/wire-time';

/** Every landing page and both pages of every event, landings first, then events newest first. */
export async function listPages(db: Db): Promise<AdminPageList> {
  const [rows, events] = await Promise.all([
    db.selectFrom('site_pages').select(pageColumns).execute(),
    db
      .selectFrom('career_events')
      .select(['id', 'title', 'landing_path', 'updated_at'])
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const entry = (key: string, path: string, label: string, since: Date) => {
    const row = byKey.get(key);
    return {
      key,
      path,
      label,
      published_at: row?.published_at ? wireTime(row.published_at) : null,
      updated_at: wireTime(row?.updated_at ?? since),
      has_unpublished_changes: row ? row.changed : true,
    };
  };
  const epoch = new Date(0);
  return {
    pages: [
      ...LANDING_PAGE_NAMES.map((name) => entry(`landing:${name}`, landingPath(name), LANDING_LABELS[name], epoch)),
      ...events.flatMap((event) =>
        (['event-landing', 'event-page'] as const).map((kind) =>
          entry(`${kind}:${event.id}`, event.landing_path, event.title, event.updated_at),
        ),
      ),
    ],
  };
}

export async function adminPage(db: Db, key: string, origin: string): Promise<AdminPage> {
  const owner = ownerOrNotFound(key);
  const about = await describe(db, owner);
  const [row, versions, languages] = await Promise.all([
    db.selectFrom('site_pages').select(pageColumns).where('key', '=', key).executeTakeFirst() as Promise<
      PageRow | undefined
    >,
    db
      .selectFrom('site_page_versions')
      .leftJoin('users', 'users.id', 'site_page_versions.published_by')
      .select([
        'site_page_versions.id',
        'site_page_versions.published_at',
        sql<string | null>`nullif(trim(concat_ws(' ', users.nombre, users.apellidos)), '')`.as('published_by'),
      ])
      .where('site_page_versions.page_key', '=', key)
      .orderBy('site_page_versions.id', 'desc')
      .limit(50)
      .execute(),
    publishedLanguages(db, owner.base),
  ]);
  const draft = (row?.draft as PageDocument | undefined) ?? about.template;
  const published = (row?.published as PageDocument | null | undefined) ?? null;
  const images = [...documentImageIds(draft), ...(published ? documentImageIds(published) : [])];
  return {
    key,
    locale: owner.locale,
    published_languages: languages,
    path: about.path,
    label: about.label,
    draft,
    published,
    published_at: row?.published_at ? wireTime(row.published_at) : null,
    updated_at: wireTime(row?.updated_at ?? about.event?.updated_at ?? new Date()),
    has_unpublished_changes: row ? row.changed : true,
    images: await pageImageUrls(db, [...new Set(images)], origin),
    versions: versions.map((version) => ({
      id: version.id,
      published_at: wireTime(version.published_at),
      published_by: version.published_by,
    })),
  };
}

/** Saves the draft (checked: docs/pages.md#saving-a-page); what is published is unchanged. */
export async function saveDraft(
  db: Db,
  key: string,
  input: { title: string; description: string; blocks: unknown[] },
  userId: number,
  origin: string,
): Promise<AdminPage> {
  const owner = ownerOrNotFound(key);
  await describe(db, owner);
  const document = await checkedDocument(db, input);
  const json = JSON.stringify(document);
  await db
    .insertInto('site_pages')
    .values({ key, draft: json, updated_by: userId })
    .onConflict((oc) => oc.column('key').doUpdateSet({ draft: json, updated_by: userId, updated_at: new Date() }))
    .execute();
  return adminPage(db, key, origin);
}

/** Writes `document` as both draft and published, and keeps it as a new version. */
async function publishDocument(db: Db, key: string, document: unknown, userId: number): Promise<void> {
  const json = JSON.stringify(document);
  await db.transaction().execute(async (trx) => {
    const now = new Date();
    await trx
      .insertInto('site_pages')
      .values({ key, draft: json, published: json, published_at: now, updated_at: now, updated_by: userId })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({ draft: json, published: json, published_at: now, updated_at: now, updated_by: userId }),
      )
      .execute();
    await trx
      .insertInto('site_page_versions')
      .values({ page_key: key, document: json, published_at: now, published_by: userId })
      .execute();
  });
}

/** Publishes the draft as it is (a page never saved publishes its template). */
export async function publishPage(db: Db, key: string, userId: number, origin: string): Promise<AdminPage> {
  const owner = ownerOrNotFound(key);
  const about = await describe(db, owner);
  const row = await db.selectFrom('site_pages').select('draft').where('key', '=', key).executeTakeFirst();
  await publishDocument(db, key, row?.draft ?? about.template, userId);
  return adminPage(db, key, origin);
}

/** A version of this page becomes the draft and what is published again, as a new version. */
export async function rollbackPage(
  db: Db,
  key: string,
  versionId: number,
  userId: number,
  origin: string,
): Promise<AdminPage> {
  ownerOrNotFound(key);
  const version = await db
    .selectFrom('site_page_versions')
    .select('document')
    .where('id', '=', versionId)
    .where('page_key', '=', key)
    .executeTakeFirst();
  if (!version) throw new ValidationFailed({ version_id: [text('api.pages.version')] });
  await publishDocument(db, key, version.document, userId);
  return adminPage(db, key, origin);
}
