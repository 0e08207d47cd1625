// What a company can buy (docs/company-area.md#services-and-payments). Code, not a table: a price changes with a
// release, and every payment keeps the unit price it was made at. Prices are net, in euro cents.
import type { ServiceKind } from 'shared-kit/contracts';

export type CatalogueService = {
  code: string;
  kind: ServiceKind;
  /** What one unit buys: job posts, CV unlocks, months of minisite. */
  quantity: number;
  price: number;
};

export const SERVICES: readonly CatalogueService[] = [
  { code: 'job_posts_1', kind: 'job_posts', quantity: 1, price: 99_00 },
  { code: 'job_posts_5', kind: 'job_posts', quantity: 5, price: 399_00 },
  { code: 'job_posts_10', kind: 'job_posts', quantity: 10, price: 690_00 },
  { code: 'cv_credits_10', kind: 'cv_credits', quantity: 10, price: 79_00 },
  { code: 'cv_credits_50', kind: 'cv_credits', quantity: 50, price: 299_00 },
  { code: 'cv_credits_100', kind: 'cv_credits', quantity: 100, price: 499_00 },
  { code: 'minisite_12m', kind: 'minisite', quantity: 12, price: 490_00 },
];

export const serviceByCode = (code: string): CatalogueService | undefined =>
  SERVICES.find((service) => service.code === code);

/** The api's message id of a service's name, with `{count}` (the front ends translate it or use their own). */
export const serviceNameKey = (kind: ServiceKind) => `api.services.catalogue.${kind}` as const;
