import { useTranslate } from 'shared-kit/i18n';
import { Badge, type BadgeProps, Select } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';
import { STAGES, type Stage } from '../api/types';

export const STAGE_LABELS: Record<Stage, CompanyMessageId> = {
  new: 'company.applicants.stage.new',
  viewed: 'company.applicants.stage.viewed',
  in_review: 'company.applicants.stage.in_review',
  interview: 'company.applicants.stage.interview',
  offer: 'company.applicants.stage.offer',
  hired: 'company.applicants.stage.hired',
  rejected: 'company.applicants.stage.rejected',
};

const TONES: Record<Stage, BadgeProps['tone']> = {
  new: 'new',
  viewed: 'neutral',
  in_review: 'info',
  interview: 'info',
  offer: 'warning',
  hired: 'success',
  rejected: 'danger',
};

/** The stage as a badge: its words say what its colour says. */
export function StageBadge({ stage }: { stage: Stage }) {
  const t = useTranslate<CompanyMessageId>();
  return <Badge tone={TONES[stage]}>{t(STAGE_LABELS[stage])}</Badge>;
}

/** A native select of the seven stages: the keyboard's way to move an applicant (no dragging needed). */
export function StageSelect({
  label,
  value,
  onChange,
  disabled,
  placeholder,
}: {
  label: string;
  value: Stage | '';
  onChange: (stage: Stage) => void;
  disabled?: boolean;
  placeholder?: string;
}) {
  const t = useTranslate<CompanyMessageId>();
  return (
    <Select
      label={label}
      value={value}
      disabled={disabled}
      placeholder={placeholder}
      options={STAGES.map((stage) => ({ value: stage, label: t(STAGE_LABELS[stage]) }))}
      onChange={(event) => {
        if (event.target.value) onChange(event.target.value as Stage);
      }}
    />
  );
}
