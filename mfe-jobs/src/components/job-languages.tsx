import { isMandatoryLanguage, languageName } from 'shared-kit/constants';
import type { JobLanguage } from 'shared-kit/contracts';
import { currentLocale, useTranslate } from 'shared-kit/i18n';
import type { JobsMessageId } from '../locales';

/**
 * The languages of a job; mandatory ones carry a visible "required" mark (text, not colour alone). Their names are
 * said in the interface language (docs/i18n.md#formats).
 */
export function JobLanguages({ languages }: { languages: JobLanguage[] }) {
  const t = useTranslate<JobsMessageId>();
  if (languages.length === 0) return null;
  return (
    <ul className="jobs-languages" aria-label={t('jobs.languages.label')}>
      {languages.map((language) => (
        <li key={language.slug} className="jobs-language">
          {languageName(language, currentLocale())}
          {isMandatoryLanguage(language) && (
            <span className="jobs-language-required"> {t('jobs.languages.required')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
