import { useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import { LinkButton } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';

/** The questions, in the order a company meets them: posting, credits, applicants, CV search, paying, minisite. */
const FAQ_TOPICS = [
  'posting',
  'credits',
  'states',
  'questions',
  'applicants',
  'cvsearch',
  'payments',
  'invoices',
  'minisite',
] as const;

/** `/eulangjobs/faq-for-companies` (public): how posting, credits, applicants, CV search, payments and minisites work. */
export function FaqForCompaniesPage() {
  const t = useTranslate<CompanyMessageId>();
  return (
    <section className="company-page company-faq" aria-labelledby="company-faq-heading">
      <h1 id="company-faq-heading">{t('company.faq.title')}</h1>
      <p className="company-pitch">{t('company.faq.intro')}</p>
      {FAQ_TOPICS.map((topic) => (
        <section key={topic} aria-labelledby={`company-faq-${topic}`}>
          <h2 id={`company-faq-${topic}`}>{t(`company.faq.${topic}.q`)}</h2>
          <p>{t(`company.faq.${topic}.a`)}</p>
        </section>
      ))}
      <p className="company-ctas">
        <LinkButton to="/company/registry">{t('company.faq.register')}</LinkButton>
        <Link to="/company/pricing">{t('company.faq.pricing')}</Link>
      </p>
    </section>
  );
}
