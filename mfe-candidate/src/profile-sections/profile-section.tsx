import { type ReactNode, useId, useState } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { Button, Card } from 'shared-kit/ui';
import type { CandidateMessageId } from '../locales';

export type ProfileSectionFrameProps = {
  /** The section's anchor (`/account/my-profile#languages`): the dashboard's next task links to it. */
  id: string;
  title: string;
  /** One line under the title: what the section is for, or why it matters to companies. */
  description?: ReactNode;
  /** What the section shows when its form is closed (a list section shows its list with per-item actions here). */
  view: ReactNode;
  /**
   * The section's form, given `close` to call after a successful save or on Cancel. Without it the section has no
   * Edit button (a list section edits its items from `view`).
   */
  form?: (close: () => void) => ReactNode;
  /** Open the form at first: an empty section invites filling in rather than showing "nothing yet". */
  startOpen?: boolean;
};

/**
 * One section of the candidate's profile (docs/candidate-area.md#the-profile): a card with its title, an Edit button
 * that opens the section's own form in place, and the section's content. Each section saves on its own, so an error
 * in one never loses what was typed in another.
 */
export function ProfileSection({ id, title, description, view, form, startOpen = false }: ProfileSectionFrameProps) {
  const t = useTranslate<CandidateMessageId>();
  const [open, setOpen] = useState(startOpen);
  const headingId = `${id}-heading`;
  const bodyId = useId();
  return (
    <Card as="section" id={id} className="candidate-profile-section" aria-labelledby={headingId}>
      <header className="candidate-profile-section__header">
        <div>
          <h2 id={headingId}>{title}</h2>
          {description ? <p className="candidate-profile-section__description">{description}</p> : null}
        </div>
        {form && !open ? (
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={headingId}
            aria-controls={bodyId}
            aria-expanded={false}
            onClick={() => setOpen(true)}
          >
            {t('candidate.profile.edit')}
          </Button>
        ) : null}
      </header>
      <div id={bodyId}>{form && open ? form(() => setOpen(false)) : view}</div>
    </Card>
  );
}
