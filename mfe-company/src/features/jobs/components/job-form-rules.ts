import { COMPANY_JOB_LIMITS as LIMITS } from 'shared-kit/account-rules';
import { type KitMessageId, translate } from 'shared-kit/i18n';
import type { FormRules } from 'shared-kit/ui/form';
import type { CompanyMessageId } from '../../../locales';
import type { JobForm } from './job-form-state';

/** The fields of a job the form toolkit holds as text (useForm's values); the chosen lists and places stay apart. */
export type JobTexts = {
  [K in Exclude<keyof JobForm, 'country_id' | 'city_id' | 'languages' | 'skills'>]: string;
};

/** The text the api counts of a description (markup left out), read in an inert document so nothing in it runs. */
function descriptionLength(html: string): number {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return [...text.trim()].length;
}

/**
 * What the editor checks before sending (docs/company-area.md#the-job-editor-checks-before-sending): the bounds of the
 * job's contract (COMPANY_JOB_LIMITS, which the api's JobInputSchema and its description check read), so the screen
 * refuses what the api would. The rest (a place, the salary's order, what a publication needs) the api answers on
 * the fields.
 */
export function jobRules(t: (id: CompanyMessageId) => string): FormRules<JobTexts> {
  const description = t('company.jobs.editor.description');
  return {
    title: {
      label: t('company.jobs.editor.title'),
      required: true,
      minLength: LIMITS.titleMin,
      maxLength: LIMITS.titleMax,
    },
    description: {
      label: description,
      required: true,
      check: (html) => {
        const length = descriptionLength(html);
        const say = (id: KitMessageId, values: Record<string, unknown>) => translate(id, values);
        if (length === 0) return say('kit.form.required', { label: description });
        if (length < LIMITS.descriptionTextMin)
          return say('kit.form.tooShort', { label: description, min: LIMITS.descriptionTextMin });
        if (length > LIMITS.descriptionTextMax)
          return say('kit.form.tooLong', { label: description, max: LIMITS.descriptionTextMax });
        return undefined;
      },
    },
    apply_url: { label: t('company.jobs.editor.applyUrl'), maxLength: LIMITS.applyUrlMax },
  };
}
