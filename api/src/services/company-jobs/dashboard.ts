// The company dashboard (docs/company-area.md#jobs): what needs attention at a glance, in a fixed number of queries.
import { sql } from 'kysely';
import { type CompanyDashboard, DASHBOARD_RECENT_APPLICANTS, EXPIRING_JOB_DAYS } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { balancesOf } from '../company-credits';
import { statusIs, validThroughOf } from './states';
import { wireTime } from '../../lib/wire-time';

export async function companyDashboard(db: Db, companyId: number): Promise<CompanyDashboard> {
  const [active, fresh, views, balances, expiring, recent] = await Promise.all([
    db
      .selectFrom('jobs')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('company_id', '=', companyId)
      .where(statusIs('published'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('applications')
      .innerJoin('jobs', 'jobs.id', 'applications.job_id')
      .innerJoin('application_reviews', 'application_reviews.application_id', 'applications.id')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('jobs.company_id', '=', companyId)
      .where('application_reviews.stage', '=', 'new')
      .where('applications.status', '<>', 'withdrawn')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('job_views')
      .innerJoin('jobs', 'jobs.id', 'job_views.job_id')
      .select(sql<number>`coalesce(sum(job_views.views), 0)::int`.as('views'))
      .where('jobs.company_id', '=', companyId)
      // The last 30 days, today included (views are counted per UTC day).
      .where('job_views.day', '>', sql<string>`(now() AT TIME ZONE 'UTC')::date - 30`)
      .executeTakeFirstOrThrow(),
    balancesOf(db, companyId),
    db
      .selectFrom('jobs')
      .select(['id', 'title', 'expires_at'])
      .where('company_id', '=', companyId)
      .where(statusIs('published'))
      .where('expires_at', '<=', sql<Date>`now() + make_interval(days => ${EXPIRING_JOB_DAYS})`)
      .orderBy('expires_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('applications')
      .innerJoin('jobs', 'jobs.id', 'applications.job_id')
      .innerJoin('users', 'users.id', 'applications.user_id')
      .leftJoin('application_reviews', 'application_reviews.application_id', 'applications.id')
      .select([
        'applications.id',
        sql<string>`trim(concat_ws(' ', users.nombre, users.apellidos))`.as('name'),
        'jobs.id as job_id',
        'jobs.title as job_title',
        sql<string>`coalesce(application_reviews.stage, 'new')`.as('stage'),
        'applications.created_at',
      ])
      .where('jobs.company_id', '=', companyId)
      .where('applications.status', '<>', 'withdrawn')
      .orderBy('applications.created_at', 'desc')
      .orderBy('applications.id', 'desc')
      .limit(DASHBOARD_RECENT_APPLICANTS)
      .execute(),
  ]);
  return {
    activeJobs: active.count,
    newApplicants: fresh.count,
    views30d: views.views,
    balances,
    expiringJobs: expiring.map((job) => ({
      id: job.id,
      title: job.title,
      valid_through: validThroughOf(job.expires_at) as string,
    })),
    recentApplicants: recent.map((row) => ({ ...row, created_at: wireTime(row.created_at) })),
  };
}
