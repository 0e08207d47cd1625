import { useEffect, useRef, useState } from 'react';
import { type Request, useRequest } from 'shared-kit/http';
import { notify } from 'shared-kit/notify';
import { refusal } from '../components/shared';

/**
 * A list of matchings that an action changes (discard, restore; docs/candidate-area.md#matchings). `run` sends the
 * action, shows the server's notice (or its refusal, else `failure()`), and loads the list again; once it is back,
 * focus goes to the list's heading (`heading`), since the card that had focus is gone.
 */
export function useListAction<T>(load: () => Promise<T>, failure: () => string) {
  const request: Request<T> = useRequest(load);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  const loaded = request.status === 'success' ? request.data : null;
  useEffect(() => {
    if (!loaded || !focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [loaded]);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      notify.success((await action()).message);
      focusHeading.current = true;
      request.retry();
    } catch (error) {
      notify.error(refusal(error) ?? failure());
    } finally {
      setBusy(false);
    }
  };

  return { request, heading, busy, run };
}
