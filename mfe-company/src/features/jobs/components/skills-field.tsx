import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { Chip, Combobox, type ComboboxOption } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';
import { JOB_LIMITS } from '../api/company-job';
import { searchTags } from '../api/get-reference-lists';

type Skill = { id: number; name: string };

/** The skills a job asks for: searched among the board's tags as the company types, each shown as a removable chip. */
export function SkillsField({
  skills,
  onChange,
  error,
}: {
  skills: Skill[];
  onChange: (skills: Skill[]) => void;
  error?: string;
}) {
  const t = useTranslate<CompanyMessageId>();
  const [text, setText] = useState('');
  const [found, setFound] = useState<Skill[]>([]);
  const searching = useRef<AbortController | null>(null);

  useEffect(() => {
    const query = text.trim();
    if (query.length < 1) {
      setFound([]);
      return;
    }
    const controller = new AbortController();
    searching.current?.abort();
    searching.current = controller;
    const timer = setTimeout(() => {
      searchTags(query, controller.signal).then(
        (tags) => setFound(tags.map((tag) => ({ id: tag.id, name: tag.name }))),
        () => undefined,
      );
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const options: ComboboxOption[] = found
    .filter((skill) => !skills.some((chosen) => chosen.id === skill.id))
    .map((skill) => ({ value: String(skill.id), label: skill.name }));
  const full = skills.length >= JOB_LIMITS.skills;

  return (
    <div className="company-skills">
      {!full && (
        <Combobox
          label={t('company.jobs.editor.skills')}
          hint={t('company.jobs.editor.skillsHint', { max: JOB_LIMITS.skills })}
          options={options}
          value={null}
          onInputChange={setText}
          error={error}
          onChange={(value) => {
            const skill = found.find((each) => String(each.id) === value);
            if (skill) onChange([...skills, skill]);
          }}
        />
      )}
      {skills.length > 0 && (
        <ul className="sk-inline-list company-chips" aria-label={t('company.jobs.editor.chosenSkills')}>
          {skills.map((skill) => (
            <li key={skill.id}>
              <Chip onRemove={() => onChange(skills.filter((each) => each.id !== skill.id))}>{skill.name}</Chip>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
