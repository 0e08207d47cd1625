import { formatCount, useTranslate } from 'shared-kit/i18n';
import { TabLinks } from 'shared-kit/ui/account';
import type { CompanyMessageId } from '../../../locales';
import { STAGES, type Stage } from '../api/types';
import { STAGE_LABELS } from './stage';

/**
 * The stages as tabs with their counts (docs/company-area.md#applicants-cv-search-and-candidates): "All" and one
 * per stage, each a link to the list filtered by it. The counts come with the list (one call answers the page and
 * the counts of every stage for the same job and search), so they stay whatever tab is shown.
 */
export function StageTabs({
  stage,
  counts,
  pathFor,
}: {
  stage: Stage | undefined;
  counts: Partial<Record<Stage, number>> | null;
  pathFor: (stage: Stage | undefined) => string;
}) {
  const t = useTranslate<CompanyMessageId>();
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0) : null;
  const count = (n: number | null | undefined) => (n === null || n === undefined ? undefined : formatCount(n));
  return (
    <TabLinks
      label={t('company.applicants.filter.stage')}
      className="company-stage-tabs"
      tabs={[
        {
          to: pathFor(undefined),
          label: t('company.applicants.tabs.all'),
          count: count(all),
          current: stage === undefined,
        },
        ...STAGES.map((option) => ({
          to: pathFor(option),
          label: t(STAGE_LABELS[option]),
          count: count(counts ? (counts[option] ?? 0) : null),
          current: stage === option,
        })),
      ]}
    />
  );
}
