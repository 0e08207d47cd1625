// Which skill tag a candidate names (docs/product-rules.md#candidate-records): a tag of the board (by id, slug, or
// its name in any case and with or without accents: "node.js" is Node.js), else a candidate's own tag, created on
// its first use and shared by everyone who names it later. Own tags are not reference data (services/reference.ts
// reads board tags only), so they never reach keywords, /jobs-with-{skill}, job facets, the tags autocomplete or
// the sitemap; company CV search reads the skills table itself and finds them.
import { MAX_OWN_SKILL_TAGS, SKILL_TAG_NAME, skillTagKey, skillTagName } from 'shared-kit/contracts';
import type { Db } from '../db/database';
import { text } from '../i18n/catalogues';
import { ValidationFailed } from '../lib/http-errors';
import type { ReferenceData } from './reference';

type SkillTag = { id: number; slug: string; name: string };

const refused = (message = text('api.validation.selected', { field: 'tag' })) =>
  new ValidationFailed({ tag: [message] });

/** The board's tag that `value` names: its id, its slug, or its name as skillTagKey folds it; else undefined. */
export function boardSkill(reference: ReferenceData, value: number | string): SkillTag | undefined {
  if (typeof value === 'number' || /^[0-9]{1,10}$/.test(value)) {
    return reference.skills.find((skill) => skill.id === Number(value));
  }
  const slug = value.trim().toLowerCase();
  const key = skillTagKey(value);
  return (
    reference.skills.find((skill) => skill.slug.toLowerCase() === slug) ??
    reference.skills.find((skill) => skillTagKey(skill.name) === key)
  );
}

/** A slug for an own tag, like the board's ("C#" c-sharp, "C++" cplusplus); never shown in a public address. */
function slugOf(name: string): string {
  return (
    skillTagKey(name)
      .replace(/#/g, '-sharp')
      .replace(/\+/g, 'plus')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'skill'
  );
}

const ownTagByKey = (trx: Db, key: string) =>
  trx
    .selectFrom('skills')
    .select(['id', 'slug', 'name'])
    .where('board', '=', false)
    .where('match_key', '=', key)
    .executeTakeFirst();

/**
 * The tag `value` names, creating the candidate's own tag when neither the board nor another candidate has it.
 * Runs inside the caller's transaction, with the candidate's row locked (so the bound on new tags holds).
 * A name that is no acceptable tag, or a new tag past MAX_OWN_SKILL_TAGS, is a 422 on `tag`.
 */
export async function skillTagFor(
  trx: Db,
  reference: ReferenceData,
  userId: number,
  value: number | string,
): Promise<SkillTag> {
  const board = boardSkill(reference, value);
  if (board) return board;
  // An id names only a board tag: an own tag is added by its name.
  if (typeof value === 'number' || /^[0-9]{1,10}$/.test(value)) throw refused();
  const name = skillTagName(value);
  if (!name) throw refused(text('api.candidate.skillTagInvalid', SKILL_TAG_NAME));
  const key = skillTagKey(name);
  const existing = await ownTagByKey(trx, key);
  if (existing) return existing;

  const { n } = await trx
    .selectFrom('skills')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_by', '=', userId)
    .where('board', '=', false)
    .executeTakeFirstOrThrow();
  if (n >= MAX_OWN_SKILL_TAGS) throw refused(text('api.candidate.tooManyOwnTags', { limit: MAX_OWN_SKILL_TAGS }));

  // The slug is unique across all tags: a board tag or another spelling may hold it already.
  const base = slugOf(name);
  const taken = await trx.selectFrom('skills').select('id').where('slug', '=', base).executeTakeFirst();
  const slug = taken ? `${base}-${Date.now().toString(36)}` : base;
  const created = await trx
    .insertInto('skills')
    .values({ slug, name, board: false, created_by: userId, match_key: key })
    // Another candidate created the same name a moment ago: theirs is the tag (read below).
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'slug', 'name'])
    .executeTakeFirst();
  const tag = created ?? (await ownTagByKey(trx, key));
  if (!tag) throw refused();
  return tag;
}
