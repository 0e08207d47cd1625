import { useState } from 'react';
import { notify } from 'shared-kit/notify';
import { useSession } from 'shared-kit/session';
import { addFavorite, removeFavorite } from '../lib/favorites';
import { useSendToLogin } from '../lib/login-redirect';

export type FavoriteButtonProps = {
  jobId: number;
  jobTitle: string;
  /** From the job's `extra.favorite` (present only for a signed-in user). */
  initial: boolean;
  /** Where a guest comes back to after login (default: this page). */
  loginTarget?: string;
};

/**
 * Save / unsave a job. Candidates toggle it on the server with a notice; guests go to login with the page
 * saved as the target; companies and admins have no favourites, so they see nothing.
 */
export function FavoriteButton({ jobId, jobTitle, initial, loginTarget }: FavoriteButtonProps) {
  const { type } = useSession();
  const sendToLogin = useSendToLogin();
  const [favorite, setFavorite] = useState(initial);
  const [busy, setBusy] = useState(false);
  if (type !== 'guest' && type !== 'candidate') return null;

  async function toggle() {
    if (type === 'guest') return sendToLogin(loginTarget);
    setBusy(true);
    try {
      if (favorite) {
        await removeFavorite(jobId);
        setFavorite(false);
        notify.success('Favorite removed');
      } else {
        await addFavorite(jobId);
        setFavorite(true);
        notify.success('Favorite added');
      }
    } catch {
      // The http client already shows the server's message.
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="jobs-favorite"
      aria-pressed={favorite}
      aria-busy={busy || undefined}
      disabled={busy}
      aria-label={`Save ${jobTitle} to favourites`}
      onClick={toggle}
    >
      <span aria-hidden="true">{favorite ? '★' : '☆'}</span>
      <span className="jobs-favorite-text">{favorite ? 'Saved' : 'Save'}</span>
    </button>
  );
}
