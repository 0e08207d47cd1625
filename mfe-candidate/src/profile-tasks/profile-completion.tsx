import { useId } from 'react';
import type { Tasks } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import { Badge, type BadgeProps, CardSection, LinkButton } from 'shared-kit/ui';
import type { CandidateMessageId } from '../locales';
import { profileCompletion } from './profile-tasks';

type Level = { label: CandidateMessageId; tone: NonNullable<BadgeProps['tone']> };

/**
 * The level the server computed (docs/product-rules.md#candidate-profile): the highest of the three flags that is
 * true. The thresholds stay on the server; the screen only names what it was told.
 */
function completionLevel(tasks: Tasks): Level {
  if (tasks.isComplete) return { label: 'candidate.dashboard.completion.level.complete', tone: 'success' };
  if (tasks.isAdvanced) return { label: 'candidate.dashboard.completion.level.advanced', tone: 'success' };
  if (tasks.isIntermediate) return { label: 'candidate.dashboard.completion.level.intermediate', tone: 'info' };
  return { label: 'candidate.dashboard.completion.level.basic', tone: 'neutral' };
}

/**
 * How complete the candidate's profile is (docs/candidate-area.md#profile-completion): a meter of the tasks done, the
 * level and whether it enables matchings (SPEC: any level true), the next task as a link and the others still to do.
 * The tasks come from the server with every profile answer, so the meter follows each save at once.
 */
export function ProfileCompletion({ tasks }: { tasks: Tasks }) {
  const t = useTranslate<CandidateMessageId>();
  const headingId = useId();
  const meterId = useId();
  const { done, total, percent, next, pending } = profileCompletion(tasks);
  const level = completionLevel(tasks);
  // Matchings are enabled when any completion level is true (docs/product-rules.md#candidate-profile).
  const matchings = tasks.isIntermediate || tasks.isAdvanced || tasks.isComplete;
  const later = pending.filter((task) => task !== next);

  return (
    <CardSection
      className="candidate-completion"
      headingId={headingId}
      heading={t('candidate.dashboard.completion.heading')}
    >
      <p id={meterId} className="candidate-completion__count">
        {t('candidate.dashboard.completion.count', { done, total, percent })}
      </p>
      {/* Native: read as "n percent" by screen readers, named by the count beside it. */}
      <progress className="candidate-completion__meter" value={done} max={total} aria-labelledby={meterId} />
      <p className="candidate-completion__level">
        <Badge tone={level.tone}>{t(level.label)}</Badge>{' '}
        {t(matchings ? 'candidate.dashboard.completion.matchingsOn' : 'candidate.dashboard.completion.matchingsOff')}
        {matchings ? (
          <>
            {' '}
            <Link to="/account/matchings">{t('candidate.dashboard.completion.seeMatchings')}</Link>
          </>
        ) : null}
      </p>
      {next ? (
        <>
          <p className="candidate-completion__next-label">{t('candidate.dashboard.completion.next')}</p>
          <LinkButton to={next.href} className="candidate-completion__next">
            {t(next.label)}
          </LinkButton>
        </>
      ) : (
        <p>{t('candidate.dashboard.completion.allDone')}</p>
      )}
      {later.length > 0 && (
        <>
          <h3 className="candidate-completion__later-heading">{t('candidate.dashboard.completion.later')}</h3>
          <ul className="candidate-completion__later">
            {later.map((task) => (
              <li key={task.key}>
                <Link to={task.href}>{t(task.label)}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </CardSection>
  );
}
