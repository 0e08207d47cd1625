import { captureServerMarkup, releaseServerMarkup } from '../ui/server-markup';

/**
 * The document as the api serves the page at `path`: `main` (the server's markup) inside `<main>`, captured as the
 * shell does before React's first render (docs/pages.md#reacts-takeover-without-a-jump), with the browser at that
 * address. Returns the clean-up: the markup released and the browser back at `/`.
 */
export function servePage(path: string, main: string): () => void {
  window.history.pushState({}, '', path);
  document.body.innerHTML = `<div id="root"><main id="main">${main}</main></div>`;
  captureServerMarkup();
  document.body.innerHTML = '';
  return () => {
    releaseServerMarkup();
    window.history.pushState({}, '', '/');
  };
}

/** A promise and the function that settles it: an api answer a test holds back until it says so. */
export function heldBack(): { released: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}
