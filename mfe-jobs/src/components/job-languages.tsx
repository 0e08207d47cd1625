import type { JobLanguage } from 'shared-kit/contracts';
import { isMandatoryLanguage } from 'shared-kit/constants';

/** The languages of a job; mandatory ones carry a visible "required" mark (text, not colour alone). */
export function JobLanguages({ languages }: { languages: JobLanguage[] }) {
  if (languages.length === 0) return null;
  return (
    <ul className="jobs-languages" aria-label="Languages">
      {languages.map((language) => (
        <li key={language.slug} className="jobs-language">
          {language.name}
          {isMandatoryLanguage(language) && <span className="jobs-language-required"> (required)</span>}
        </li>
      ))}
    </ul>
  );
}
