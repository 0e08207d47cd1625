import { useState } from 'react';
import { LANGUAGE_CODES, languageName } from 'shared-kit/constants';
import { currentLocale } from 'shared-kit/i18n';
import { Combobox, type ComboboxOption, type ComboboxProps } from 'shared-kit/ui';
import type { CatalogueSection } from './section';

/** The 52 reference languages, named in the interface language, as the job filters offer them. */
export function languageOptions(): ComboboxOption[] {
  const locale = currentLocale();
  return Object.keys(LANGUAGE_CODES)
    .map((slug) => ({ value: slug, label: languageName({ slug, name: slug.replace('_', ' ') }, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

function ComboboxDemo({ initial = null, ...props }: Partial<ComboboxProps> & { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return <Combobox label="Language" options={languageOptions()} {...props} value={value} onChange={setValue} />;
}

export const comboboxSection: CatalogueSection = {
  id: 'combobox',
  name: 'Combobox',
  usage:
    'A searchable choice of one value among many (a language, a country). Typing filters without regard to case or accents; arrows and Enter choose; Escape closes the list, a second Escape clears. For a handful of options use Select.',
  states: [
    { name: 'Empty, with a placeholder', render: () => <ComboboxDemo placeholder="Type a language" /> },
    { name: 'With a value and a hint', render: () => <ComboboxDemo initial="German" hint="The language of the job" /> },
    { name: 'With an error', render: () => <ComboboxDemo error="Choose the job’s language." /> },
    {
      name: 'Options with hints',
      render: () => (
        <ComboboxDemo
          label="Country"
          options={[
            { value: 'de', label: 'Germany', hint: '1,204 jobs' },
            { value: 'nl', label: 'Netherlands', hint: '786 jobs' },
            { value: 'pl', label: 'Poland', hint: '312 jobs' },
          ]}
        />
      ),
    },
  ],
};
