import { useEffect, useRef, useState } from 'react';
import { skillTagKey } from 'shared-kit/account-rules';
import type { CandidateSkill } from 'shared-kit/contracts';
import { isCancel, isHttpError } from 'shared-kit/http';
import { useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Chip, Combobox } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../../locales';
import { addSkill } from '../../api/add-skill';
import { removeSkill } from '../../api/remove-skill';
import { searchTags } from '../../api/search-tags';
import { type ProfileSectionProps, withCandidate } from '../../../../profile-sections/profile-state';
import { ProfileSection } from '../../../../profile-sections/profile-section';

/** How long typing must pause before the tags are searched: one request per word, not per key. */
const SKILL_SEARCH_DELAY_MS = 250;

/** The value of the list's last option, "Add “…” as a new skill": what follows the prefix is the name typed. */
const NEW_SKILL = 'new:';

/** The api's words for a refused call (the 422 on `tag`, a 404), else nothing. */
function serverText(error: unknown): string {
  if (!isHttpError(error) || !error.response || error.response.status >= 500) return '';
  const body = error.response.data as { message?: unknown; errors?: { tag?: unknown } } | undefined;
  const tag = Array.isArray(body?.errors?.tag) ? body.errors.tag[0] : undefined;
  if (typeof tag === 'string') return tag;
  return typeof body?.message === 'string' ? body.message : '';
}

/**
 * The tags matching what the candidate types (`GET /api/tags?q=`), searched once typing pauses; a search typed past
 * is cancelled, so a slow old answer never replaces a newer one.
 */
function useTagSearch(text: string) {
  // The tags found and the text they were found for: a new skill is offered only once the board has answered.
  const [found, setFound] = useState<{ q: string; tags: CandidateSkill[] }>({ q: '', tags: [] });
  useEffect(() => {
    const q = text.trim();
    if (!q) {
      setFound({ q, tags: [] });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchTags(q, controller.signal).then(
        (tags) => setFound({ q, tags }),
        (error: unknown) => {
          if (!isCancel(error)) setFound({ q, tags: [] });
        },
      );
    }, SKILL_SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  return found;
}

/**
 * The candidate's skills (docs/candidate-area.md#languages-experience-education-and-skills): removable chips, and a
 * combobox that searches the board's tags as the candidate types; a name the board does not list is offered last as
 * a new skill, sent by its name (the api creates the candidate's own tag, docs/product-rules.md#candidate-records,
 * and its 422, a bad name or too many own tags, is shown at the field). The api's notices ('Skill added', 'Skill
 * removed') are shown as it sends them.
 */
export function SkillsSection({ profile, onChange }: ProfileSectionProps) {
  const t = useTranslate<CandidateMessageId>();
  const skills = profile.user.candidate.tags ?? [];
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const found = useTagSearch(text);
  const fieldRef = useRef<HTMLDivElement>(null);
  const had = new Set(skills.map((skill) => skill.id));
  const options = found.tags
    .filter((tag) => !had.has(tag.id))
    .map((tag) => ({ value: String(tag.id), label: tag.name }));
  // A new skill: the text typed, once the search for it is answered, when no board tag and none of the candidate's
  // is that name (case and accents aside, as the api matches). Its label holds the text, so the list still shows it.
  const typed = text.trim();
  const named = new Set([...found.tags, ...skills].map((tag) => skillTagKey(tag.name)));
  if (typed && found.q === typed && !named.has(skillTagKey(typed)))
    options.push({ value: `${NEW_SKILL}${typed}`, label: t('candidate.profile.skills.addNew', { text: typed }) });

  async function change(send: () => ReturnType<typeof addSkill>) {
    setError('');
    setPending(true);
    try {
      const answer = await send();
      onChange(withCandidate(profile, { tags: answer.tags }, answer.tasks));
      notify.success(answer.message);
      return true;
    } catch (failure) {
      setError(serverText(failure) || t('candidate.profile.skills.error'));
      return false;
    } finally {
      setPending(false);
    }
  }

  async function remove(skill: CandidateSkill) {
    // The chip goes with its button: focus moves to the search field, where the next skill is added.
    if (await change(() => removeSkill(skill.slug)))
      fieldRef.current?.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus();
  }

  return (
    <ProfileSection
      id="skills"
      title={t('candidate.profile.skills.title')}
      description={t('candidate.profile.skills.description')}
      view={
        <>
          {skills.length === 0 ? (
            <p>{t('candidate.profile.skills.empty')}</p>
          ) : (
            <ul className="sk-inline-list candidate-skills" aria-label={t('candidate.profile.skills.listLabel')}>
              {skills.map((skill) => (
                <li key={skill.id}>
                  <Chip onRemove={pending ? undefined : () => remove(skill)}>{skill.name}</Chip>
                </li>
              ))}
            </ul>
          )}
          <div ref={fieldRef} className="candidate-skills__add" aria-busy={pending || undefined}>
            <Combobox
              label={t('candidate.profile.skills.search')}
              hint={t('candidate.profile.skills.hint')}
              placeholder={t('candidate.profile.skills.placeholder')}
              options={options}
              value={null}
              onInputChange={setText}
              onChange={(value) => {
                setText('');
                if (value?.startsWith(NEW_SKILL)) change(() => addSkill(value.slice(NEW_SKILL.length)));
                else if (value) change(() => addSkill(Number(value)));
              }}
              error={error || undefined}
            />
            {/* The combobox shows the error under the field; this says it once to screen readers as it appears. */}
            <p role="status" className="sk-visually-hidden">
              {error}
            </p>
          </div>
        </>
      }
    />
  );
}
