import type { Locale, PopularCounts } from 'shared-kit/contracts';
import type { Config } from './config';
import type { Translate } from './i18n/catalogues';
import type { Db } from './db/database';
import type { UserType } from './db/schema';
import type { BlogReader } from './services/blog-reader';
import type { CvReader } from './services/cv-extraction/reader';
import type { FileStorage } from './services/file-storage';
import type { JobListCache } from './services/job-list-cache';
import type { FindRelatedJobs } from './services/jobs/related';
import type { JobViewCounter } from './services/jobs/views';
import type { TitleMatcher } from './services/jobs/title-words';
import type { ReferenceData } from './services/reference';

export type AuthUser = {
  id: number;
  email: string;
  type: UserType;
  nombre: string | null;
  apellidos: string | null;
  /**
   * The company a company user acts for, read with the session (null for other users, and for a company account
   * without one): the company calls need it first, and it saved them a query each (docs/search.md#queries-built-once).
   */
  companyId: number | null;
  /** Id of the auth_tokens row of this request, so logout can revoke exactly this session. */
  tokenId: number;
  tokenExpiresAt: Date;
};

export type RequiredUserType = UserType | 'any';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    reference: () => Promise<ReferenceData>;
    /** Stored files (logos, CVs): the database by default (services/file-storage.ts). */
    files: FileStorage;
    /** Guests' job-list answers, valid across replicas (services/job-list-cache.ts). */
    jobListCache: JobListCache;
    /** The job page's related jobs, the lists kept per jobs version (services/jobs/related.ts). */
    relatedJobs: FindRelatedJobs;
    /** How keywords match titles, kept per jobs version (services/jobs/title-words.ts). */
    titleMatches: TitleMatcher;
    /** Every active job, counted at most every 30 s and in the background (services/jobs/search.ts countActiveJobs). */
    activeJobs: () => Promise<number>;
    /** The home page's popular-link counts, read again when the jobs change (services/jobs/popular.ts). */
    popularCounts: () => Promise<PopularCounts>;
    /** The blog's server read through shared-kit/blog's client, posts' HTML sanitised (services/blog-reader). */
    blog: BlogReader;
    /** Reads CVs in child processes, never in this thread (services/cv-extraction/reader.ts). */
    cvReader: CvReader;
    /** Views of job pages, added up in memory and written every few seconds (services/jobs/views.ts). */
    jobViews: JobViewCounter;
    requireUser: (type: RequiredUserType) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** The caller's interface language (plugins/locale.ts). */
    locale: Locale;
    /** Texts for people in the caller's language. */
    t: Translate;
  }
}
