// The business constants only the account areas and forms read (docs/product-rules.md#constants-and-limits): the
// application statuses and stages, page sizes of the account screens, the profile's and alerts' bounds. Apart from
// ./constants.ts, which every page's first render loads whole (`shared-kit/constants`, a shared module cannot be
// tree-shaken): front ends import these through `shared-kit/account-rules`, the api through `shared-kit/contracts`
// (docs/delivery.md#the-guard). Pure: no TypeBox, no React.

export const MAX_MOTHER_TONGUES = 3;
/**
 * The biggest CV or photo accepted, in bytes (docs/product-rules.md#cvs-and-the-photo): 5 MB in decimal units, the
 * units the screens show sizes in (formatFileSize), so "up to 5 MB" on screen and in the api's message is the limit.
 */
export const UPLOAD_MAX_BYTES = 5_000_000;
/**
 * Within how many working days the CV review service answers, by email to the candidate's own address
 * (docs/product-rules.md#cvs-and-the-photo): what the notice after "Send to review" promises.
 */
export const CV_REVIEW_WORKING_DAYS = 3;
/**
 * The statuses of an application a candidate sees (docs/product-rules.md#applying), in the order an application
 * moves through them. A company's internal stages (hired, rejected) and notes are not among them and never reach
 * the candidate: APPLICANT_STAGE_STATUS says what each stage shows.
 */
export const APPLICATION_STATUSES = {
  applied: 'applied',
  viewed: 'viewed',
  inReview: 'in_review',
  interview: 'interview',
  offer: 'offer',
  notSelected: 'not_selected',
  withdrawn: 'withdrawn',
} as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[keyof typeof APPLICATION_STATUSES];
export const APPLICATION_STATUS_LIST: readonly ApplicationStatus[] = Object.values(APPLICATION_STATUSES);
/**
 * The company's stages of an applicant (docs/company-area.md#applicants), in pipeline order. Each maps to the status
 * its candidate sees; 'hired' shows 'offer' (the last thing the company told the candidate: hiring is the company's
 * bookkeeping), and 'rejected' becomes 'not_selected' only when the rejection message is sent.
 */
export const APPLICANT_STAGES = ['new', 'viewed', 'in_review', 'interview', 'offer', 'hired', 'rejected'] as const;
export type ApplicantStage = (typeof APPLICANT_STAGES)[number];
export const APPLICANT_STAGE_STATUS: Readonly<Record<ApplicantStage, ApplicationStatus>> = {
  new: APPLICATION_STATUSES.applied,
  viewed: APPLICATION_STATUSES.viewed,
  in_review: APPLICATION_STATUSES.inReview,
  interview: APPLICATION_STATUSES.interview,
  offer: APPLICATION_STATUSES.offer,
  hired: APPLICATION_STATUSES.offer,
  rejected: APPLICATION_STATUSES.notSelected,
};
/** Applicants per page of `GET /api/companies/applicants`; candidates per page of CV search. */
export const APPLICANTS_PAGE_SIZE = 20;
export const CV_SEARCH_PAGE_SIZE = 20;
/** Applications per page of `GET /api/candidates/applications` by default. */
export const APPLICATIONS_PAGE_SIZE = 10;
/** The kinds of screening question (docs/product-rules.md#applying). */
export const SCREENING_QUESTION_KINDS = ['yes_no', 'single_choice', 'short_text'] as const;
export type ScreeningQuestionKind = (typeof SCREENING_QUESTION_KINDS)[number];
/** The two answers of a yes_no question, as they are stored and sent. */
export const YES_NO_ANSWERS = ['Yes', 'No'] as const;
/** Longest answer to a short_text screening question. */
export const SCREENING_ANSWER_MAX_LENGTH = 500;

/** Stated on the register and reset forms; the api enforces it (with "not your email", "not a common one"). */
export const PASSWORD_MIN_LENGTH = 10;

/** Most skills, experience entries and education entries one candidate keeps (docs/product-rules.md#candidate-records). */
export const MAX_CANDIDATE_SKILLS = 50;
/**
 * Most new skill tags one candidate may create (docs/product-rules.md#candidate-records): a tag the board does not
 * list is created on its first use; reusing one already there counts nothing.
 */
export const MAX_OWN_SKILL_TAGS = 20;
export const MAX_EXPERIENCE_ENTRIES = 30;
export const MAX_EDUCATION_ENTRIES = 30;
/** `tipo_formacion` of an education entry (docs/product-rules.md#candidate-records). */
export const EDUCATION_TYPES = {
  secondary: 1,
  vocational: 2,
  bachelor: 3,
  master: 4,
  doctorate: 5,
  course: 6,
} as const;

/**
 * Bounds of the profile's free texts (docs/product-rules.md#profile-and-settings): the api's schemas
 * (candidate-profile.ts) and the profile forms' `maxLength` read the same numbers.
 */
export const PROFILE_LIMITS = {
  name: 100,
  poblacion: 100,
  headline: 150,
  /** The phone number as typed (`phoneNumber` of the phone's fields). */
  phone: 40,
  /** The rich text as the editor sends it (markup included). */
  presentationLetterHtml: 20_000,
  /** The letter's text once the markup is removed. */
  presentationLetterText: 5_000,
  url: 255,
  destinations: 50,
  sectors: 20,
  /** Yearly salary in euros: a bound well above any real salary, far below int4. */
  salary: 10_000_000,
  /** working_status is a code of the profile form (0..WORKING_STATUS_MAX). */
  workingStatusMax: 10,
  /** A candidate must be an adult (age at least this) and born at most this many years ago. */
  minAge: 18,
  maxAge: 100,
} as const;

/** Job alerts one candidate may keep (docs/contracts.md#job-alerts): an eleventh is refused with a 422 on `path`. */
export const MAX_JOB_ALERTS = 10;
/** The longest name a candidate may give a job alert (docs/contracts.md#job-alerts). */
export const MAX_JOB_ALERT_NAME_LENGTH = 80;
/** The longest search address an alert (or a latest search) keeps. */
export const MAX_JOB_ALERT_PATH_LENGTH = 2000;
/** How often a job alert is mailed. */
export const JOB_ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

/**
 * How a company hears of new applicants (docs/company-area.md#mails-about-new-applicants): a mail for each at once
 * (the default), one mail a day listing the day's applicants, or none.
 */
export const APPLICANT_MAIL_CHOICES = ['instant', 'daily', 'off'] as const;
export type ApplicantMailChoice = (typeof APPLICANT_MAIL_CHOICES)[number];

/** The largest `_size` the matchings call accepts (it asks for MATCHINGS_SIZE by default). */
export const MATCHINGS_MAX_SIZE = 50;
/**
 * The matchings are a short list (docs/product-rules.md#matchings): the best MATCHINGS_LIMIT jobs at most, each
 * scoring at least MATCHINGS_MIN_SCORE (percent).
 */
export const MATCHINGS_LIMIT = 50;
export const MATCHINGS_MIN_SCORE = 70;
/** Why a candidate discards a matching (docs/candidate-area.md#matchings); the screens word them. */
export const DISCARD_REASONS = ['not_interested', 'location', 'salary', 'languages', 'other'] as const;
export type DiscardReason = (typeof DISCARD_REASONS)[number];
/** Companies `GET /api/candidates/topCompanies` answers at most. */
export const TOP_COMPANIES_SIZE = 6;
