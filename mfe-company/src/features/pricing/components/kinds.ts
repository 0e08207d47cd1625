// What each kind of service is for, in words of the company catalogue (src/locales); the packs and their prices
// come from the api's catalogue (GET /api/services), so a price is written in one place.
import type { ServiceKind } from '../../../billing/types';
import type { CompanyMessageId } from '../../../locales';

export type KindText = { title: CompanyMessageId; intro: CompanyMessageId; features: CompanyMessageId[] };

export const KIND_TEXTS: Record<ServiceKind, KindText> = {
  job_posts: {
    title: 'company.pricing.jobPosting.title',
    intro: 'company.pricing.jobPosting.intro',
    features: [
      'company.pricing.jobPosting.listed',
      'company.pricing.jobPosting.screening',
      'company.pricing.jobPosting.applicants',
    ],
  },
  cv_credits: {
    title: 'company.pricing.cvSearch.title',
    intro: 'company.pricing.cvSearch.intro',
    features: ['company.pricing.cvSearch.filter', 'company.pricing.cvSearch.unlock', 'company.pricing.cvSearch.free'],
  },
  minisite: {
    title: 'company.pricing.minisite.title',
    intro: 'company.pricing.minisite.intro',
    features: [
      'company.pricing.minisite.branding',
      'company.pricing.minisite.allJobs',
      'company.pricing.minisite.templates',
    ],
  },
};
