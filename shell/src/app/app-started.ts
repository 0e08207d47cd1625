import { useEffect } from 'react';

/**
 * Marks the document (`<html data-app="started">`) once React has committed the app's first tree. The server's
 * markup looks the same before React runs, so a browser test waits for this mark to know that the app, not only
 * the first HTML, is on the page (docs/testing.md#browser-tests).
 */
export function useAppStartedMark(): void {
  useEffect(() => {
    document.documentElement.dataset.app = 'started';
  }, []);
}
