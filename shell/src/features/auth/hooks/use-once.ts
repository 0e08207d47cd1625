import { useEffect, useRef } from 'react';

/**
 * Runs `effect` once for the life of the page, also where StrictMode runs effects twice (development): the callback
 * code and the backdoor token are single-use, so a second request would fail the login.
 */
export function useOnce(effect: () => void): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    effect();
  });
}
