import { formatCount, useTranslate } from 'shared-kit/i18n';
import { Card } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';
import { type Applicant, STAGES, type Stage } from '../api/types';
import { ApplicantSummary, SelectApplicant } from './applicant-summary';
import { STAGE_LABELS, StageSelect } from './stage';

/**
 * The pipeline: a column per stage with its count (all of the job's applicants in it), holding the applicants of
 * this page. Each card moves by its own stage select, so the keyboard does all of it; nothing needs dragging.
 */
export function PipelineBoard({
  applicants,
  counts,
  selected,
  onSelect,
  onOpen,
  onMove,
  moving,
}: {
  applicants: Applicant[];
  counts: Partial<Record<Stage, number>>;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onOpen: (id: number) => void;
  onMove: (applicant: Applicant, stage: Stage) => void;
  moving: number | null;
}) {
  const t = useTranslate<CompanyMessageId>();
  const toggle = (id: number) => onSelect(selected.includes(id) ? selected.filter((o) => o !== id) : [...selected, id]);
  return (
    <div className="company-pipeline">
      {STAGES.map((stage) => {
        const inStage = applicants.filter((applicant) => applicant.stage === stage);
        const headingId = `pipeline-${stage}`;
        return (
          <section key={stage} className="company-pipeline__column" aria-labelledby={headingId}>
            <h3 id={headingId} className="company-pipeline__heading">
              {t(STAGE_LABELS[stage])}{' '}
              <span className="company-pipeline__count">
                {t('company.applicants.pipeline.count', {
                  count: counts[stage] ?? 0,
                  total: formatCount(counts[stage] ?? 0),
                })}
              </span>
            </h3>
            {inStage.length === 0 ? (
              <p className="company-pipeline__empty">{t('company.applicants.pipeline.empty')}</p>
            ) : (
              <ul className="company-cards">
                {inStage.map((applicant) => (
                  <Card as="li" key={applicant.id} className="company-applicant-card">
                    <SelectApplicant
                      applicant={applicant}
                      selected={selected.includes(applicant.id)}
                      onToggle={toggle}
                    />
                    <ApplicantSummary
                      applicant={applicant}
                      onOpen={onOpen}
                      showJob={false}
                      showStage={false}
                      headingLevel={4}
                    />
                    <StageSelect
                      label={t('company.applicants.pipeline.moveLabel', { name: applicant.candidate.name })}
                      value={applicant.stage}
                      disabled={moving === applicant.id || applicant.status === 'withdrawn'}
                      onChange={(next) => onMove(applicant, next)}
                    />
                  </Card>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
