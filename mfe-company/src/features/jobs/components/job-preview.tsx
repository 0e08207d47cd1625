import {
  descriptionParagraphs,
  formatDate,
  formatEmploymentType,
  formatExperience,
  formatLanguageLevel,
  formatLocation,
  isMandatoryLanguage,
  jobSalary,
  languageName,
} from 'shared-kit/constants';
import type { Job } from 'shared-kit/contracts';
import { currentLocale, type KitMessageId, useTranslate } from 'shared-kit/i18n';
import { Avatar, Badge, Chip } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';

/**
 * The job as its public page shows it, from the preview call's answer (the public Job shape): the same shared-kit
 * formatters and design-system parts the job page uses (docs/company-area.md#screens), so location, salary, levels and
 * dates read exactly as candidates will read them.
 */
export function JobPreview({ job }: { job: Job }) {
  const kit = useTranslate<KitMessageId>();
  const t = useTranslate<CompanyMessageId>();
  const locale = currentLocale();
  const lang = job.content_lang ?? undefined;
  const salary = jobSalary(job, locale, kit);
  const facts: [string, string | null, string | undefined][] = [
    [t('company.jobs.preview.location'), formatLocation(job, kit, locale), undefined],
    [t('company.jobs.preview.salary'), salary?.text ?? null, salary?.lang ?? undefined],
    [t('company.jobs.preview.employmentType'), formatEmploymentType(job.employment_type, kit), undefined],
    [t('company.jobs.preview.experience'), formatExperience(job.experience, kit), undefined],
    [t('company.jobs.preview.validThrough'), job.expires_at ? formatDate(job.expires_at, locale) : null, undefined],
  ];
  return (
    <article className="company-preview" aria-labelledby="company-preview-title">
      <header className="company-preview__head">
        <Avatar name={job.company.name} src={job.company.logo} shape="square" size="lg" decorative />
        <div>
          <h3 id="company-preview-title" lang={lang}>
            {job.title}
          </h3>
          <p>{job.company.name}</p>
        </div>
      </header>
      <dl className="sk-facts company-facts">
        {facts.map(([term, value, valueLang]) =>
          value ? (
            <div key={term}>
              <dt>{term}</dt>
              <dd lang={valueLang}>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      {job.languages.length > 0 && (
        <section aria-labelledby="company-preview-languages">
          <h4 id="company-preview-languages">{t('company.jobs.preview.languages')}</h4>
          <ul className="sk-plain-list company-plain-list">
            {job.languages.map((language) => (
              <li key={language.slug}>
                {languageName(language, locale)}
                {language.level !== null && ` · ${formatLanguageLevel(language.level, kit)}`}{' '}
                {isMandatoryLanguage(language) && <Badge tone="info">{t('company.jobs.preview.mandatory')}</Badge>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {job.skills.length > 0 && (
        <section aria-labelledby="company-preview-skills">
          <h4 id="company-preview-skills">{t('company.jobs.preview.skills')}</h4>
          <ul className="sk-inline-list company-chips">
            {job.skills.map((skill) => (
              <li key={skill.slug}>
                <Chip>{skill.name}</Chip>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="company-preview-description">
        <h4 id="company-preview-description">{t('company.jobs.preview.description')}</h4>
        {/* As the job page writes it: the public shape's description is text, paragraphs split by blank lines. */}
        <div className="company-preview__description" lang={lang}>
          {descriptionParagraphs(job.description).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own.
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </section>
    </article>
  );
}
