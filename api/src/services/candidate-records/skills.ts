// A candidate's skills (docs/product-rules.md#candidate-records): the board's tags and the candidate's own.
import { MAX_CANDIDATE_SKILLS } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { text } from '../../i18n/catalogues';
import { HttpError, ValidationFailed } from '../../lib/http-errors';
import type { ReferenceData } from '../reference';
import { skillTagFor } from '../skill-tags';
import { findReference, lockCandidate } from './lookup';

const SKILL_NOT_FOUND = () => new HttpError(404, text('api.candidate.skillNotFound'));

/** The candidate's skill tags, by name. */
export function candidateSkills(db: Db, userId: number) {
  return db
    .selectFrom('candidate_skills')
    .innerJoin('skills', 'skills.id', 'candidate_skills.skill_id')
    .select(['skills.id', 'skills.slug', 'skills.name'])
    .where('candidate_skills.user_id', '=', userId)
    .orderBy('skills.name')
    .execute();
}

/**
 * Adds a skill: a tag of `GET /api/tags`, or a name the board does not list, which becomes the candidate's own tag
 * (services/skill-tags.ts). Adding one the candidate has already is no change.
 */
export async function addSkill(db: Db, reference: ReferenceData, userId: number, tag: number | string) {
  await inTransaction(db, async (trx) => {
    await lockCandidate(trx, userId);
    const skill = await skillTagFor(trx, reference, userId, tag);
    const { n } = await trx
      .selectFrom('candidate_skills')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('skill_id', '!=', skill.id)
      .executeTakeFirstOrThrow();
    if (n >= MAX_CANDIDATE_SKILLS) {
      throw new ValidationFailed({ tag: [text('api.candidate.tooManySkills', { limit: MAX_CANDIDATE_SKILLS })] });
    }
    await trx
      .insertInto('candidate_skills')
      .values({ user_id: userId, skill_id: skill.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}

/** Removes one of the candidate's skills, a board tag or an own tag, named by its id, slug or name. */
export async function removeSkill(db: Db, userId: number, value: string) {
  const skill = findReference(await candidateSkills(db, userId), value);
  if (!skill) throw SKILL_NOT_FOUND();
  const removed = await db
    .deleteFrom('candidate_skills')
    .where('user_id', '=', userId)
    .where('skill_id', '=', skill.id)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw SKILL_NOT_FOUND();
}
