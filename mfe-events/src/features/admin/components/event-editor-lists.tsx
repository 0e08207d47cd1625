// The event editor's lists (sponsors, companies taking part, the cities of a "go places" tour): rows added,
// changed and removed in the form's state, which the editor (event-editor.tsx) saves as a whole.
import { useEffect, useRef, useState } from 'react';
import { EVENT_LIMITS } from 'shared-kit/account-rules';
import { useTranslate } from 'shared-kit/i18n';
import { Button, Chip, Combobox, Select, TextField } from 'shared-kit/ui';
import type { EventsMessageId } from '../../../locales';
import { type AdminCompanyChoice, searchAdminCompanies } from '../api/search-admin-companies';
import type { EventForm } from '../lib/event-form';

type SetEventField = <K extends keyof EventForm>(field: K, value: EventForm[K]) => void;

type ListProps = {
  form: EventForm;
  set: SetEventField;
  error: (field: string) => string | undefined;
  /** A field's id by its api name (`sponsors.0.name`): where the form's error summary and focus take the user. */
  id: (field: string) => string;
};

/** The list with row `index` changed by `change`. */
const changedAt = <T,>(list: T[], index: number, change: Partial<T>) =>
  list.map((row, i) => (i === index ? { ...row, ...change } : row));

/** The list without row `index`. */
const withoutAt = <T,>(list: T[], index: number) => list.filter((_, i) => i !== index);

export function SponsorsFieldset({ form, set, error, id }: ListProps) {
  const t = useTranslate<EventsMessageId>();
  return (
    <fieldset className="admin-fieldset">
      <legend>{t('events.admin.editor.sponsors')}</legend>
      {form.sponsors.map((sponsor, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their order is the event's.
        <div key={index} className="admin-editor-row">
          <TextField
            id={id(`sponsors.${index}.name`)}
            label={t('events.admin.editor.sponsorName', { n: index + 1 })}
            value={sponsor.name}
            maxLength={EVENT_LIMITS.sponsorName}
            error={error(`sponsors.${index}.name`)}
            onChange={(e) => set('sponsors', changedAt(form.sponsors, index, { name: e.target.value }))}
          />
          <TextField
            id={id(`sponsors.${index}.url`)}
            label={t('events.admin.editor.sponsorUrl', { n: index + 1 })}
            optional
            type="url"
            value={sponsor.url}
            maxLength={EVENT_LIMITS.sponsorUrl}
            error={error(`sponsors.${index}.url`)}
            onChange={(e) => set('sponsors', changedAt(form.sponsors, index, { url: e.target.value }))}
          />
          <Button variant="ghost" size="sm" onClick={() => set('sponsors', withoutAt(form.sponsors, index))}>
            {t('events.admin.editor.removeSponsor', { n: index + 1 })}
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => set('sponsors', [...form.sponsors, { name: '', url: '', logo_file_id: null }])}
      >
        {t('events.admin.editor.addSponsor')}
      </Button>
    </fieldset>
  );
}

/** Companies taking part, found by name as the marketer types (two letters at least). */
export function CompaniesFieldset({ form, set, error }: ListProps) {
  const t = useTranslate<EventsMessageId>();
  const [options, setOptions] = useState<AdminCompanyChoice[]>([]);
  const search = useRef<AbortController | null>(null);
  useEffect(() => () => search.current?.abort(), []);

  const findCompanies = (text: string) => {
    search.current?.abort();
    if (text.trim().length < 2) return;
    const controller = new AbortController();
    search.current = controller;
    searchAdminCompanies(text.trim(), controller.signal).then(setOptions, () => undefined);
  };

  return (
    <fieldset className="admin-fieldset">
      <legend>{t('events.admin.editor.companies')}</legend>
      <Combobox
        label={t('events.admin.editor.addCompany')}
        hint={t('events.admin.editor.addCompanyHint')}
        options={options
          .filter((company) => !form.companies.some((chosen) => chosen.id === company.id))
          .map((company) => ({ value: String(company.id), label: company.name, hint: company.slug }))}
        value={null}
        onInputChange={findCompanies}
        error={error('company_ids')}
        onChange={(value) => {
          const company = options.find((option) => String(option.id) === value);
          if (company) set('companies', [...form.companies, { id: company.id, name: company.name }]);
        }}
      />
      {form.companies.length > 0 && (
        <ul className="sk-inline-list admin-chips" aria-label={t('events.admin.editor.chosenCompanies')}>
          {form.companies.map((company) => (
            <li key={company.id}>
              <Chip
                onRemove={() =>
                  set(
                    'companies',
                    form.companies.filter((c) => c.id !== company.id),
                  )
                }
              >
                {company.name}
              </Chip>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** The cities of a "go places" tour, each with its page template and start. */
export function CitiesFieldset({ form, set, error, id }: ListProps) {
  const t = useTranslate<EventsMessageId>();
  const update = (index: number, change: Partial<EventForm['cities'][number]>) =>
    set('cities', changedAt(form.cities, index, change));
  return (
    <fieldset className="admin-fieldset">
      <legend>{t('events.admin.editor.cities')}</legend>
      {form.cities.map((city, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their order is the event's.
        <div key={index} className="admin-editor-row">
          <TextField
            id={id(`cities.${index}.name`)}
            label={t('events.admin.editor.cityName', { n: index + 1 })}
            value={city.name}
            maxLength={EVENT_LIMITS.cityName}
            error={error(`cities.${index}.name`)}
            onChange={(e) => update(index, { name: e.target.value })}
          />
          <Select
            label={t('events.admin.editor.cityTemplate', { n: index + 1 })}
            value={city.template_type}
            options={['A', 'B', 'C'].map((type) => ({ value: type, label: type }))}
            onChange={(e) => update(index, { template_type: e.target.value as 'A' | 'B' | 'C' })}
          />
          <TextField
            label={t('events.admin.editor.cityStartsAt', { n: index + 1 })}
            optional
            type="datetime-local"
            value={city.startsAt}
            onChange={(e) => update(index, { startsAt: e.target.value })}
          />
          <Button variant="ghost" size="sm" onClick={() => set('cities', withoutAt(form.cities, index))}>
            {t('events.admin.editor.removeCity', { n: index + 1 })}
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => set('cities', [...form.cities, { name: '', template_type: 'A', startsAt: '', description: '' }])}
      >
        {t('events.admin.editor.addCity')}
      </Button>
    </fieldset>
  );
}
