import { type ReactNode, useEffect } from 'react';

// The main content the api rendered into the page (docs/pages.md), kept from before React's first render so a
// screen that is still loading can show it instead of a skeleton: the page then does not move when React takes
// over. Module state in a shared singleton: the shell captures it, remotes read it.
let captured: { pathname: string; html: string } | null = null;
// Parts already taken, by selector: every render of a waiting screen asks again, and parsing the page's whole markup
// (some 50 KB on a job list) each time was a long task on a phone (docs/delivery.md#main-thread-and-layout).
const parts = new Map<string, string | null>();

/** The shell calls this once, before React's first render replaces the server's markup. */
export function captureServerMarkup(): void {
  if (typeof document === 'undefined') return;
  const html = document.querySelector('#root main#main')?.innerHTML.trim();
  captured = html ? { pathname: window.location.pathname, html } : null;
  parts.clear();
}

/** After the first client-side navigation the server's markup describes another page: drop it. */
export function releaseServerMarkup(): void {
  captured = null;
  parts.clear();
}

/**
 * For a screen that shows the server's markup while its data loads: once `shown` (its own content is on screen), the
 * kept markup describes nothing any more and is dropped.
 */
export function useReleaseServerMarkup(shown: boolean): void {
  useEffect(() => {
    if (shown) releaseServerMarkup();
  }, [shown]);
}

/** True when the server wrote markup for `pathname` (holding the element `select`, when given). */
export function hasServerMarkup(pathname: string, select?: string, whole = false): boolean {
  return captured !== null && captured.pathname === pathname && part(captured.html, select, whole) !== null;
}

/** The first element matching `select` in the captured markup, its inside or (`whole`) itself; all without `select`. */
function part(html: string, select?: string, whole = false): string | null {
  if (!select) return html;
  const key = `${whole ? 'whole' : 'inside'} ${select}`;
  if (!parts.has(key)) parts.set(key, parse(html, select, whole));
  return parts.get(key) ?? null;
}

function parse(html: string, select: string, whole: boolean): string | null {
  const template = document.createElement('template');
  template.innerHTML = html;
  const element = template.content.querySelector(select);
  if (!element) return null;
  return whole ? element.outerHTML : element.innerHTML;
}

/**
 * While a screen is not ready: the server's markup of this same URL, unchanged, or `fallback` (a skeleton) when
 * there is none. `select` takes the inside of one element of it, for a screen that renders inside its own wrapper
 * (mfe-jobs inside `.jobs-area`). The markup was produced by the api from the same data, escaped there.
 */
export function ServerMarkup({ fallback, select, whole }: { fallback: ReactNode; select?: string; whole?: boolean }) {
  // The browser's own location, not the router's: this is about the document the server sent, and it also works
  // outside a router (an area rendered on its own).
  const html = captured && captured.pathname === window.location.pathname ? part(captured.html, select, whole) : null;
  if (html === null) return <>{fallback}</>;
  // Inert: its buttons have no handlers yet, so nothing in it can be clicked (or reached) until the real screen
  // replaces it, typically within a second; it only holds the page's place and shows its content.
  return (
    <div
      className="sk-server-markup"
      style={{ display: 'contents' }}
      inert
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own server's escaped markup of this page, read from the DOM.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * A screen whose first answer the page carries (docs/delivery.md#the-dashboard-in-the-first-html): while `loading`
 * (until the carried answer is taken, a microtask), the server's markup of `select` when the api wrote one, else
 * `children`; once loaded, `children`, and the kept markup is dropped. `children` is mounted once, so its state is its own.
 */
export function ServedWhileLoading({
  loading,
  select,
  whole = false,
  children,
}: {
  loading: boolean;
  select: string;
  whole?: boolean;
  children: ReactNode;
}) {
  useReleaseServerMarkup(!loading);
  return loading && hasServerMarkup(window.location.pathname, select, whole) ? (
    <ServerMarkup select={select} whole={whole} fallback={null} />
  ) : (
    <>{children}</>
  );
}
