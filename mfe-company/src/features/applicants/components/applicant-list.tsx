import { useTranslate } from 'shared-kit/i18n';
import { Card, Checkbox } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';
import type { Applicant } from '../api/types';
import { ApplicantSummary, SelectApplicant } from './applicant-summary';

/** The list view: one card per applicant with its selection box, newest first as the api sends them. */
export function ApplicantList({
  applicants,
  selected,
  onSelect,
  onOpen,
  showJob,
}: {
  applicants: Applicant[];
  selected: number[];
  onSelect: (ids: number[]) => void;
  onOpen: (id: number) => void;
  showJob: boolean;
}) {
  const t = useTranslate<CompanyMessageId>();
  const ids = applicants.map((applicant) => applicant.id);
  const all = ids.length > 0 && ids.every((id) => selected.includes(id));
  const toggle = (id: number) => onSelect(selected.includes(id) ? selected.filter((o) => o !== id) : [...selected, id]);
  return (
    <div className="company-applicant-list">
      <Checkbox label={t('company.applicants.selectAll')} checked={all} onChange={() => onSelect(all ? [] : ids)} />
      <ul className="company-cards">
        {applicants.map((applicant) => (
          <Card as="li" key={applicant.id} className="company-applicant-card">
            <SelectApplicant applicant={applicant} selected={selected.includes(applicant.id)} onToggle={toggle} />
            <ApplicantSummary applicant={applicant} onOpen={onOpen} showJob={showJob} />
          </Card>
        ))}
      </ul>
    </div>
  );
}
