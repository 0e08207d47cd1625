import { useState } from 'react';
import { Button, type ButtonSize } from './button';

export type SaveToggleProps = {
  saved: boolean;
  /** The button's name, with the job's title ("Save Account Manager"): a list has one button per job. */
  label: string;
  /** The visible words, in the area's catalogue. */
  words: { save: string; saved: string };
  /** Saves or unsaves; a rejection was already told by the http client, so it only ends the busy state. */
  onToggle: () => Promise<unknown> | unknown;
  /** Busy for a reason of the caller's own (a save taken over from before a login). */
  busy?: boolean;
  size?: ButtonSize;
  className?: string;
};

/**
 * Save / unsave a job (docs/design-system.md#savetoggle): a pressed toggle with a star, busy rather than disabled
 * while the request runs, so the keyboard's focus stays on it. The job list's and the matchings' Save buttons.
 */
export function SaveToggle({ saved, label, words, onToggle, busy = false, size, className }: SaveToggleProps) {
  const [running, setRunning] = useState(false);
  const waiting = busy || running;
  async function toggle() {
    setRunning(true);
    try {
      await onToggle();
    } catch {
      // The http client already shows the server's message.
    } finally {
      setRunning(false);
    }
  }
  return (
    <Button
      variant="secondary"
      size={size}
      className={className}
      aria-pressed={saved}
      aria-busy={waiting || undefined}
      aria-label={label}
      onClick={waiting ? undefined : toggle}
    >
      <span aria-hidden="true">{saved ? '★' : '☆'}</span> {saved ? words.saved : words.save}
    </Button>
  );
}
