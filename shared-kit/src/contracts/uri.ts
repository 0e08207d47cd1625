// Anything the browser's address bar holds can be malformed: `/jobs#%`, `/jobs-in-%E0`. decodeURIComponent throws
// a URIError on those, and a throw during render blanks the app, so every decode of a URL part goes through here.
// See docs/front-end-rules.md.

/** Decodes one URL component; a malformed one (a stray '%', a broken UTF-8 sequence) is kept as written. */
export function decodeUriPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The element id a location hash points at (`#faq%20entry` -> `faq entry`); '' when there is none. */
export function hashTarget(hash: string): string {
  return decodeUriPart(hash.startsWith('#') ? hash.slice(1) : hash);
}
