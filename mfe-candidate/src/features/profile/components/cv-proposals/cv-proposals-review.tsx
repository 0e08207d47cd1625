import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type {
  CandidateProfileResponse,
  CvProposal,
  CvProposalDecisionsResponse,
  CvProposalField,
} from 'shared-kit/contracts';
import { isHttpError } from 'shared-kit/http';
import { currentLocale, useTranslate } from 'shared-kit/i18n';
import { languageName } from 'shared-kit/constants';
import { notify } from 'shared-kit/notify';
import { Button } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../../locales';
import { decideCvProposals } from '../../api/decide-cv-proposals';
import { type ProposalRow, proposalRows } from './proposal-rows';
import { ReviewRow, type RowState } from './review-row';

const GROUP_LABELS: Record<CvProposalField, CandidateMessageId> = {
  name: 'candidate.welcome.review.name',
  email: 'candidate.welcome.review.email',
  phone: 'candidate.welcome.review.phone',
  location: 'candidate.welcome.review.location',
  languages: 'candidate.welcome.review.languages',
  experience: 'candidate.welcome.review.experience',
  education: 'candidate.welcome.review.education',
  skills: 'candidate.welcome.review.skills',
};
const GROUPS = Object.keys(GROUP_LABELS) as CvProposalField[];

const LEVELS: Record<number, CandidateMessageId> = {
  1: 'candidate.level.basic',
  2: 'candidate.level.intermediate',
  3: 'candidate.level.advanced',
  4: 'candidate.level.motherTongue',
};

type Refusal = { rows: Map<string, string>; message?: string };

/**
 * What the api said about refused proposals (docs/contracts.md#cv-extraction): its 422 names each row and its field
 * (`experience.2.f_inicio`), so each row gets its own first message; anything else is no refusal (undefined).
 */
function refusalOf(error: unknown): Refusal | undefined {
  if (!isHttpError(error) || !error.response || error.response.status >= 500) return undefined;
  const body = error.response.data as { message?: unknown; errors?: Record<string, unknown> } | undefined;
  const rows = new Map<string, string>();
  for (const [key, texts] of Object.entries(body?.errors ?? {})) {
    const row = key.split('.').slice(0, 2).join('.');
    if (!rows.has(row) && Array.isArray(texts) && typeof texts[0] === 'string') rows.set(row, texts[0]);
  }
  return { rows, message: typeof body?.message === 'string' && body.message ? body.message : undefined };
}

export type CvProposalsReviewProps = {
  /** The CV the proposals were read from: decisions are sent for it. */
  cvId: number;
  items: CvProposal[];
  /** False when the file had no text to read: then `message` says so. */
  textFound?: boolean;
  message?: string | null;
  /** 3 inside the onboarding's step, 2 on the profile page. */
  headingLevel?: 2 | 3;
  /** Named in the heading where several CVs' reviews may stand together (the profile page). */
  cvName?: string;
  /** A review that just arrived takes focus, so whoever chose the file is led to what it says. */
  focusOnShow?: boolean;
  /** After a decision saved something: the profile as the api now has it (no request of its own). */
  onDecided: (profile: CandidateProfileResponse) => void;
};

/**
 * What a CV says next to what the profile holds, field by field and item by item, each accepted or rejected on
 * its own, or all at once in one request (docs/candidate-area.md#the-onboarding). Nothing is saved until the
 * candidate accepts it, and the api keeps what is not decided yet with the CV.
 */
export function CvProposalsReview(props: CvProposalsReviewProps) {
  const { cvId, cvName, items, textFound = true, message, headingLevel = 3, focusOnShow = false, onDecided } = props;
  const t = useTranslate<CandidateMessageId>();
  const id = useId();
  const rows = useMemo(
    () =>
      proposalRows(items, {
        // The board's names are English; the candidate reads them in the interface language ("polski").
        language: (language) => languageName(language, currentLocale()),
        level: (level) => t(LEVELS[level] ?? 'candidate.level.other', { level }),
        present: t('candidate.welcome.review.present'),
      }),
    [items, t],
  );
  const [states, setStates] = useState<Record<string, RowState>>({});
  const [announcement, setAnnouncement] = useState('');
  // Where focus goes once the row's buttons are replaced by its outcome.
  const [focus, setFocus] = useState<string | null>(null);
  const [bulk, setBulk] = useState(false);

  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus]);
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the review first shows
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, []);

  const statusId = (row: ProposalRow) => `${id}-${row.key.replace('.', '-')}-status`;
  const setMany = (keys: string[], state: RowState | null) =>
    setStates((all) => {
      const next = { ...all };
      for (const key of keys) {
        if (state) next[key] = state;
        else delete next[key];
      }
      return next;
    });
  const fallback = t('candidate.notice.createError');
  // What "Accept all" saves: every proposal not yet decided (a failed one is retried by its own button).
  const open = rows.filter((row) => row.acceptable && !row.same && !states[row.key]);
  const named = (row: ProposalRow) => ({ field: t(GROUP_LABELS[row.group]), value: row.proposed });

  const accept = async (row: ProposalRow) => {
    setMany([row.key], { state: 'saving' });
    try {
      const answer = await decideCvProposals(cvId, { accept: [row.id] });
      setMany([row.key], { state: 'accepted' });
      setAnnouncement(t('candidate.welcome.review.acceptedOne', named(row)));
      notify.success(answer.message);
      onDecided(answer.profile);
    } catch (error) {
      const refused = refusalOf(error);
      setMany([row.key], { state: 'failed', error: refused?.rows.get(row.key) ?? refused?.message ?? fallback });
      setAnnouncement(t('candidate.welcome.review.failedOne', named(row)));
    }
    setFocus(statusId(row));
  };

  const reject = async (row: ProposalRow) => {
    setMany([row.key], { state: 'saving' });
    try {
      await decideCvProposals(cvId, { reject: [row.id] });
      setMany([row.key], { state: 'rejected' });
      setAnnouncement(t('candidate.welcome.review.rejectedOne', named(row)));
    } catch (error) {
      setMany([row.key], { state: 'failed', error: refusalOf(error)?.message ?? fallback });
    }
    setFocus(statusId(row));
  };

  /** Accepted as corrected (proposal-edit-form.tsx): the row is done, and focus comes back to it. */
  const corrected = (row: ProposalRow, answer: CvProposalDecisionsResponse) => {
    setMany([row.key], { state: 'accepted' });
    setAnnouncement(t('candidate.welcome.review.acceptedOne', named(row)));
    notify.success(answer.message);
    onDecided(answer.profile);
    setFocus(statusId(row));
  };

  const undo = async (row: ProposalRow) => {
    try {
      await decideCvProposals(cvId, { reopen: [row.id] });
      setMany([row.key], null);
      setFocus(`${statusId(row)}-accept`);
    } catch (error) {
      setMany([row.key], { state: 'rejected', error: refusalOf(error)?.message ?? fallback });
    }
  };

  /**
   * One request for every open row. The api writes all of them or none: when it refuses some, they are marked
   * with its reasons and the rest is sent again, so "Accept all" saves what can be saved.
   */
  const acceptAll = async () => {
    setBulk(true);
    let left = open;
    const failed = new Map<string, string>();
    let saved = 0;
    setMany(
      left.map((row) => row.key),
      { state: 'saving' },
    );
    while (left.length > 0) {
      try {
        const answer = await decideCvProposals(cvId, { accept: left.map((row) => row.id) });
        saved = left.length;
        setMany(
          left.map((row) => row.key),
          { state: 'accepted' },
        );
        notify.success(answer.message);
        onDecided(answer.profile);
        break;
      } catch (error) {
        const refused = refusalOf(error);
        const refusedRows = left.filter((row) => refused?.rows.has(row.key));
        // Nothing the rows can be blamed for (the api is down): every row keeps its own Accept to try again.
        const blamed = refusedRows.length > 0 ? refusedRows : left;
        for (const row of blamed) failed.set(row.key, refused?.rows.get(row.key) ?? refused?.message ?? fallback);
        left = refusedRows.length > 0 ? left.filter((row) => !failed.has(row.key)) : [];
      }
    }
    setStates((all) => {
      const next = { ...all };
      for (const [key, error] of failed) next[key] = { state: 'failed', error };
      return next;
    });
    setBulk(false);
    setAnnouncement(t('candidate.welcome.review.acceptedAll', { saved, failed: failed.size }));
    // Back to the review's heading: the rows' buttons are gone, and the outcome is announced.
    heading.current?.focus();
  };

  if (!textFound || rows.length === 0) {
    return (
      <div className="candidate-cv-review" role="status">
        <p className="candidate-cv-review__empty">{message ?? t('candidate.welcome.review.nothing')}</p>
      </div>
    );
  }

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const GroupHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section className="candidate-cv-review" aria-labelledby={`${id}-heading`}>
      <div className="sk-split candidate-cv-review__head">
        <div>
          <Heading id={`${id}-heading`} ref={heading} tabIndex={-1} className="candidate-cv-review__heading">
            {cvName
              ? t('candidate.welcome.review.headingNamed', { name: cvName })
              : t('candidate.welcome.review.heading')}
          </Heading>
          <p className="candidate-cv-review__intro">{t('candidate.welcome.review.intro')}</p>
        </div>
        <Button onClick={acceptAll} disabled={open.length === 0 || bulk} loading={bulk}>
          {t('candidate.welcome.review.acceptAll')}
        </Button>
      </div>
      <p className="sk-visually-hidden" role="status">
        {announcement}
      </p>
      {GROUPS.map((group) => {
        const inGroup = rows.filter((row) => row.group === group);
        if (inGroup.length === 0) return null;
        const label = t(GROUP_LABELS[group]);
        return (
          <div key={group} className="candidate-cv-review__group">
            <GroupHeading className="candidate-cv-review__group-heading">{label}</GroupHeading>
            <ul className="sk-plain-list candidate-cv-review__rows">
              {inGroup.map((row) => (
                <ReviewRow
                  key={row.key}
                  cvId={cvId}
                  onCorrected={(answer) => corrected(row, answer)}
                  row={row}
                  label={label}
                  statusId={statusId(row)}
                  state={states[row.key]}
                  busy={bulk}
                  onAccept={() => accept(row)}
                  onReject={() => reject(row)}
                  onUndo={() => undo(row)}
                />
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
