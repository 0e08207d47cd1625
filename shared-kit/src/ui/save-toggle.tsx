import { useState } from 'react';
import { http } from 'shared-kit/http';
import { notify } from 'shared-kit/notify';
import { Button, type ButtonSize } from './button';

/**
 * Saves a job to the candidate's favourites or takes it out (docs/contracts.md#favourites): `POST
 * /api/candidates/favorites {offer_id}` or `DELETE /api/candidates/favorites/{job id}`.
 */
export async function saveFavorite(jobId: number, favorite: boolean): Promise<void> {
  if (favorite) await http.post('/api/candidates/favorites', { offer_id: jobId });
  else await http.delete(`/api/candidates/favorites/${jobId}`);
}

export type SaveToggleProps = {
  jobId: number;
  saved: boolean;
  /** The button's name, with the job's title ("Save Account Manager"): a list has one button per job. */
  label: string;
  /** The visible words, in the area's catalogue. */
  words: { save: string; saved: string };
  /** The notice once the favourite is saved (true) or taken out, said in the language of that moment. */
  notice: (saved: boolean) => string;
  /** Called with the new state once the api took it. */
  onSaved: (saved: boolean) => void;
  /** A guest's click, instead of saving (keep the intent and go to log in). */
  onGuest?: () => void;
  /** Busy for a reason of the caller's own (a save taken over from before a login). */
  busy?: boolean;
  size?: ButtonSize;
  className?: string;
};

/**
 * Save / unsave a job (docs/design-system.md#savetoggle): a pressed toggle with a star, busy rather than disabled
 * while the request runs, so the keyboard's focus stays on it. The job list's and the matchings' Save buttons.
 */
export function SaveToggle({
  jobId,
  saved,
  label,
  words,
  notice,
  onSaved,
  onGuest,
  busy = false,
  ...look
}: SaveToggleProps) {
  const [running, setRunning] = useState(false);
  const waiting = busy || running;
  async function toggle() {
    if (onGuest) return onGuest();
    setRunning(true);
    try {
      await saveFavorite(jobId, !saved);
      onSaved(!saved);
      notify.success(notice(!saved));
    } catch {
      // The http client already shows the server's message.
    } finally {
      setRunning(false);
    }
  }
  return (
    <Button
      variant="secondary"
      {...look}
      aria-pressed={saved}
      aria-busy={waiting || undefined}
      aria-label={label}
      onClick={waiting ? undefined : toggle}
    >
      <span aria-hidden="true">{saved ? '★' : '☆'}</span> {saved ? words.saved : words.save}
    </Button>
  );
}
