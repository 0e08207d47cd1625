import type { JobListResponse } from '../contracts/jobs';
import type { City, Country, Language, Remote } from '../contracts/reference';

type ReferenceLists = { languages?: Language[]; countries?: Country[]; cities?: City[]; remotes?: Remote[] };

/**
 * The job list's answer as the screens that take their reference lists from it read it (`GET /api/jobs`,
 * docs/contracts.md#jobs): no jobs, and each list as the wire has it (under `data`, the remote types bare).
 */
export function makeJobReferenceLists({
  languages = [],
  countries = [],
  cities = [],
  remotes = [],
}: ReferenceLists): Pick<JobListResponse, 'jobs' | 'languages' | 'countries' | 'cities' | 'remotes'> {
  return {
    jobs: { data: [], total_search: 0, total_actives: 0, seconds: 0, total_capped: false },
    languages: { data: languages },
    countries: { data: countries },
    cities: { data: cities },
    remotes,
  };
}
