// What CV search shows of a candidate before the company unlocks them (docs/company-area.md#cv-search).
import type { LockedCandidate } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { candidateProfiles, totalYears, yearsBetween } from '../company-applicants/candidates';

/**
 * The locked views, in the order of `userIds`. Built field by field: nothing identifying can slip in. One query for
 * the whole page (`candidateProfiles`: records and the company's access in each candidate's row).
 */
export async function lockedViews(db: Db, companyId: number, userIds: number[]): Promise<LockedCandidate[]> {
  if (userIds.length === 0) return [];
  const profiles = await candidateProfiles(db, companyId, userIds);
  return userIds.flatMap((id) => {
    const who = profiles.get(id);
    if (!who) return [];
    return [
      {
        id,
        headline: who.headline,
        city: who.city,
        country: who.country,
        languages: who.languages,
        skills: who.skills,
        experience: who.experience.map((entry) => ({
          title: entry.title,
          years: yearsBetween(entry.from, entry.to),
        })),
        education: who.education.map((entry) => ({ title: entry.title })),
        relocate: who.relocate,
        work_permit: who.work_permit,
        // Facts a recruiter decides on before unlocking; nothing here names or reaches the person.
        experience_years: totalYears(who.experience),
        last_title: who.experience[0]?.title ?? null,
        availability: who.working_status,
        unlocked: who.applied || who.unlocked,
        applied: who.applied,
      },
    ];
  });
}
