// One entry of the experience or education list as read (experience-education-list.tsx): its words, dates and actions.
import { useTranslate } from 'shared-kit/i18n';
import { Badge, Button } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../../locales';
import { formatMonth } from './experience-education-dates';
import type { Entry, EntryKind } from './experience-education-list';

type ViewProps<E extends Entry> = {
  kind: EntryKind<E>;
  entry: E;
  busy: boolean;
  onEdit: () => void;
  onHighlight: () => void;
  onDelete: () => void;
};

/** One entry as read: title, where, when, what, and its actions (each named with the entry's title). */
export function EntryView<E extends Entry>({ kind, entry, busy, onEdit, onHighlight, onDelete }: ViewProps<E>) {
  const t = useTranslate<CandidateMessageId>();
  const title = String(entry[kind.titleField]);
  const where = [String(entry[kind.placeField]), ...kind.details(entry)].filter(Boolean).join(' · ');
  const until = entry.f_final ? formatMonth(entry.f_final) : t('candidate.profile.entries.present');
  return (
    <>
      <div className="candidate-entry__head">
        <h3 id={`${kind.id}-entry-${entry.id}`} tabIndex={-1}>
          {title}
        </h3>
        {entry.highlighted && <Badge tone="success">{t('candidate.profile.entries.highlighted')}</Badge>}
      </div>
      <p className="candidate-entry__where">{where}</p>
      <p className="candidate-entry__when">
        {formatMonth(entry.f_inicio)} – {until}
      </p>
      {entry.descripcion && <p className="candidate-entry__description">{entry.descripcion}</p>}
      <div className="sk-actions candidate-entry__actions">
        <Button variant="secondary" size="sm" onClick={onEdit}>
          {t('candidate.profile.entries.edit', { title })}
        </Button>
        <Button variant="ghost" size="sm" aria-pressed={entry.highlighted} disabled={busy} onClick={onHighlight}>
          {t('candidate.profile.entries.highlight', { title })}
        </Button>
        <Button variant="ghost" size="sm" disabled={busy} onClick={onDelete}>
          {t('candidate.profile.entries.delete', { title })}
        </Button>
      </div>
    </>
  );
}
