// The shapes of the company's applicant calls (docs/company-area.md#applicants), as the agreed contract states
// them. Type-only: the schemas that validate them live with the api's routes (shared-kit/contracts).

/** The company's stages of an application, in pipeline order. */
export const STAGES = ['new', 'viewed', 'in_review', 'interview', 'offer', 'hired', 'rejected'] as const;
export type Stage = (typeof STAGES)[number];

export type LanguageLevel = { slug: string; name: string; level: number };

export type Applicant = {
  id: number;
  job: { id: number; title: string; url: string };
  stage: Stage;
  /** The status the candidate sees. */
  status: string;
  knocked_out: boolean;
  rating: number | null;
  created_at: string;
  candidate: {
    id: number;
    name: string;
    headline: string | null;
    photo: string | null;
    city: string | null;
    country: string | null;
    languages: LanguageLevel[];
  };
  /** The job's languages the candidate lacks, or has below the level asked. */
  missingLanguages: LanguageLevel[];
  /** How many of the candidate's answers were knockout answers. */
  knockoutAnswers: number;
};

export type ApplicantAnswer = {
  question: string;
  kind: 'yes_no' | 'single_choice' | 'short_text';
  answer: string | null;
  knockout: boolean;
  preferred: boolean | null;
};

export type ApplicantCv = { id: number; name: string; created_at: string; default: boolean };

export type ApplicantDetail = Omit<Applicant, 'candidate'> & {
  note: string | null;
  answers: ApplicantAnswer[];
  history: { status: string; created_at: string }[];
  candidate: Applicant['candidate'] & {
    email: string | null;
    phone: string | null;
    linkedin: string | null;
    website: string | null;
    experience: { title: string; company: string; from: string | null; to: string | null }[];
    education: { title: string; school: string; from: string | null; to: string | null }[];
    skills: { slug: string; name: string }[];
    presentation_letter_html: string | null;
    cvs: ApplicantCv[];
  };
  rejection: { send_at: string; subject: string; body: string; sent_at: string | null } | null;
};

export type ApplicantList = {
  applicants: Applicant[];
  total: number;
  lastPage: number;
  currentPage: number;
  counts: Partial<Record<Stage, number>>;
};

export type ApplicantFilters = { job?: number; status?: Stage; q?: string; page: number };

export type RejectionMessage = { subject: string; body: string };
