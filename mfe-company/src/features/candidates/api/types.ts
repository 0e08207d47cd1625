// The shapes of CV search and the candidate views: the api's contracts (shared-kit/contracts/company-cv-search.ts),
// named as these screens use them. Type-only imports.
import type { CompanyCandidateResponse } from 'shared-kit/contracts';

export type {
  CvSearchPage as CvSearchResult,
  CvSearchStats,
  LockedCandidate,
  UnlockedCandidate,
} from 'shared-kit/contracts';

export type CandidateView = CompanyCandidateResponse;
export type Balances = CompanyCandidateResponse['balances'];

export type CvSearchFilters = {
  languages: string[];
  level: string;
  country: string;
  city: string;
  skills: string[];
  keywords: string;
};
