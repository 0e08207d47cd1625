// Static price list (EUR, VAT excluded). Purchases themselves happen in /company/services after registering.

export type Plan = { id: string; name: string; price: number; per: string; features: string[]; featured?: boolean };
export type PlanGroup = { id: string; title: string; intro: string; plans: Plan[] };

export const PLAN_GROUPS: PlanGroup[] = [
  {
    id: 'job-posting',
    title: 'Job posting',
    intro: 'Publish your offers where multilingual candidates look for work.',
    plans: [
      {
        id: 'job-single',
        name: 'Single job',
        price: 99,
        per: 'per job, online for 30 days',
        features: ['Listed by language, country and city', 'Screening questions', 'Applicants in your dashboard'],
      },
      {
        id: 'job-pack',
        name: 'Job pack',
        price: 399,
        per: 'for 5 jobs, used within 12 months',
        features: [
          'Everything in Single job',
          'Highlighted in search results',
          'Shared by email to matching candidates',
        ],
        featured: true,
      },
    ],
  },
  {
    id: 'cv-search',
    title: 'CV search',
    intro: 'Find candidates by the languages they speak and how well they speak them.',
    plans: [
      {
        id: 'cv-month',
        name: 'CV search, 1 month',
        price: 249,
        per: 'for 30 days',
        features: ['Filter by language, level, country and skills', 'Unlock up to 50 full profiles', 'Download CVs'],
      },
    ],
  },
  {
    id: 'minisite',
    title: 'Company minisite',
    intro: 'Your own branded careers page at /jobs-at-your-company.',
    plans: [
      {
        id: 'minisite-year',
        name: 'Branded minisite',
        price: 590,
        per: 'per year',
        features: ['Your logo, colours and story', 'All your jobs on one page', 'Ready-made templates'],
      },
    ],
  },
];
