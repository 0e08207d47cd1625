// Static price list (EUR, VAT excluded). Purchases themselves happen in /company/services after registering. The
// texts are message ids of the company catalogue (src/locales), so the list reads the same in every language.
import type { CompanyMessageId } from '../../../locales';

export type Plan = {
  id: string;
  name: CompanyMessageId;
  price: number;
  per: CompanyMessageId;
  features: CompanyMessageId[];
  featured?: boolean;
};
export type PlanGroup = { id: string; title: CompanyMessageId; intro: CompanyMessageId; plans: Plan[] };

export const PLAN_GROUPS: PlanGroup[] = [
  {
    id: 'job-posting',
    title: 'company.pricing.jobPosting.title',
    intro: 'company.pricing.jobPosting.intro',
    plans: [
      {
        id: 'job-single',
        name: 'company.pricing.jobSingle.name',
        price: 99,
        per: 'company.pricing.jobSingle.per',
        features: [
          'company.pricing.jobSingle.listed',
          'company.pricing.jobSingle.screening',
          'company.pricing.jobSingle.applicants',
        ],
      },
      {
        id: 'job-pack',
        name: 'company.pricing.jobPack.name',
        price: 399,
        per: 'company.pricing.jobPack.per',
        features: [
          'company.pricing.jobPack.everything',
          'company.pricing.jobPack.highlighted',
          'company.pricing.jobPack.shared',
        ],
        featured: true,
      },
    ],
  },
  {
    id: 'cv-search',
    title: 'company.pricing.cvSearch.title',
    intro: 'company.pricing.cvSearch.intro',
    plans: [
      {
        id: 'cv-month',
        name: 'company.pricing.cvMonth.name',
        price: 249,
        per: 'company.pricing.cvMonth.per',
        features: [
          'company.pricing.cvMonth.filter',
          'company.pricing.cvMonth.unlock',
          'company.pricing.cvMonth.download',
        ],
      },
    ],
  },
  {
    id: 'minisite',
    title: 'company.pricing.minisite.title',
    intro: 'company.pricing.minisite.intro',
    plans: [
      {
        id: 'minisite-year',
        name: 'company.pricing.minisiteYear.name',
        price: 590,
        per: 'company.pricing.minisiteYear.per',
        features: [
          'company.pricing.minisiteYear.branding',
          'company.pricing.minisiteYear.allJobs',
          'company.pricing.minisiteYear.templates',
        ],
      },
    ],
  },
];
