/** Leaves for a company's own application page (a module of its own, so tests can watch it: jsdom cannot navigate). */
export function openExternal(url: string): void {
  window.location.assign(url);
}
