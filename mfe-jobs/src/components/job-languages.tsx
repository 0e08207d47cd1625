import { isMandatoryLanguage } from 'shared-kit/constants';
import type { JobLanguage } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { Chip } from 'shared-kit/ui';
import { useJobDisplay } from '../lib/job-display';
import type { JobsMessageId } from '../locales';

/**
 * The languages of a job as tags, each with the level asked for; mandatory ones carry a visible "required" mark
 * (text, not colour alone); `short` says the level as its CEFR band (a job card). Names and levels are said in the interface language (docs/i18n.md#formats).
 */
export function JobLanguages({ languages, short = false }: { languages: JobLanguage[]; short?: boolean }) {
  const t = useTranslate<JobsMessageId>();
  const display = useJobDisplay();
  if (languages.length === 0) return null;
  return (
    <ul className="jobs-languages">
      {languages.map((language) => {
        // A card says the level in short ("C1–C2"), so a tag stays on one line of a phone.
        const level = short ? display.levelShort(language.level) : display.level(language.level);
        return (
          <li key={language.slug} className="jobs-language">
            {/* One run of text, so a long level wraps as words do inside the chip. */}
            <Chip>
              <span>
                {display.language(language)}
                {/* The spaces stay outside the unbreakable parts, so a tag may wrap between them (styles/job-list.css). */}
                {level && (
                  <>
                    {' '}
                    <span className="jobs-language-level">· {level}</span>
                  </>
                )}
                {isMandatoryLanguage(language) && (
                  <>
                    {' '}
                    <span className="jobs-language-required">{t('jobs.languages.required')}</span>
                  </>
                )}
              </span>
            </Chip>
          </li>
        );
      })}
    </ul>
  );
}
