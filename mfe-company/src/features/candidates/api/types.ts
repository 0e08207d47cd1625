// The shapes of CV search and the candidate views (docs/company-area.md#cv-search), as the agreed contract states
// them. Type-only.

export type Balances = { job: number; cv: number };

export type LockedCandidate = {
  id: number;
  headline: string | null;
  city: string | null;
  country: string | null;
  languages: { slug: string; name: string; level: number }[];
  skills: { slug: string; name: string }[];
  experience: { title: string; years: number | null }[];
  education: { title: string }[];
  relocate: boolean;
  work_permit: boolean;
  unlocked: boolean;
  applied: boolean;
};

export type CandidateCv = { id: number; name: string; created_at: string; default: boolean };

export type UnlockedCandidate = LockedCandidate & {
  name: string;
  email: string | null;
  phone: string | null;
  photo: string | null;
  linkedin: string | null;
  website: string | null;
  presentation_letter_html: string | null;
  cvs: CandidateCv[];
};

export type CandidateView = {
  candidate: LockedCandidate | UnlockedCandidate;
  unlocked: boolean;
  via: 'unlock' | 'application' | null;
  balances: Balances;
};

export type CvSearchResult = {
  candidates: LockedCandidate[];
  total: number;
  lastPage: number;
  currentPage: number;
  balances: Balances;
};

export type CvSearchFilters = {
  languages: string[];
  level: string;
  country: string;
  city: string;
  skills: string[];
  keywords: string;
};

export type CvSearchStats = {
  total: number;
  languages: { slug: string; name: string; count: number }[];
  countries: { slug: string; name: string; count: number }[];
};
