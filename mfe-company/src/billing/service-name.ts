import type { Translate } from 'shared-kit/i18n';
import type { CompanyMessageId } from '../locales';
import type { Service, ServiceKind } from './types';

const NAMES: Record<ServiceKind, CompanyMessageId> = {
  job_posts: 'company.services.name.job_posts',
  cv_credits: 'company.services.name.cv_credits',
  minisite: 'company.services.name.minisite',
};

/**
 * "10 CV credits", "Company minisite, 12 months": a service named from its kind and what one pack holds, in the
 * interface language (the catalogue's name_key is the api's id, not one of this area's messages).
 */
export function serviceName(t: Translate<CompanyMessageId>, service: Pick<Service, 'kind' | 'quantity'>): string {
  return t(NAMES[service.kind], { count: service.quantity });
}

/** The catalogue's services of one kind, smallest pack first. */
export function servicesOfKind<T extends Pick<Service, 'kind' | 'quantity'>>(services: T[], kind: ServiceKind): T[] {
  return services.filter((s) => s.kind === kind).sort((a, b) => a.quantity - b.quantity);
}

export const SERVICE_KINDS: ServiceKind[] = ['job_posts', 'cv_credits', 'minisite'];
