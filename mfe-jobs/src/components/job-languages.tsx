import { isMandatoryLanguage } from 'shared-kit/constants';
import type { JobLanguage } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { Chip } from 'shared-kit/ui';
import { useJobDisplay } from '../lib/job-display';
import type { JobsMessageId } from '../locales';

/**
 * The languages of a job as tags, each with the level asked for; mandatory ones carry a visible "required" mark
 * (text, not colour alone). Names and levels are said in the interface language (docs/i18n.md#formats). The api's
 * pages write the same markup (api/src/routes/pages/render/).
 */
export function JobLanguages({ languages }: { languages: JobLanguage[] }) {
  const t = useTranslate<JobsMessageId>();
  const display = useJobDisplay();
  if (languages.length === 0) return null;
  return (
    <ul className="jobs-languages">
      {languages.map((language) => {
        const level = display.level(language.level);
        return (
          <li key={language.slug} className="jobs-language">
            {/* One run of text, so a long level wraps as words do inside the chip. */}
            <Chip>
              <span>
                {display.language(language)}
                {level && <span className="jobs-language-level"> · {level}</span>}
                {isMandatoryLanguage(language) && (
                  <span className="jobs-language-required"> {t('jobs.languages.required')}</span>
                )}
              </span>
            </Chip>
          </li>
        );
      })}
    </ul>
  );
}
