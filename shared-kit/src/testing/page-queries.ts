import { screen, within } from '@testing-library/react';

/**
 * Asserts where each link leads, from a table of accessible name -> href: the links a page must offer, read as one
 * list. Each name must match exactly one link in `scope` (the whole page by default), as `getByRole` requires; a wrong
 * href fails with the whole table, the link that differs marked.
 */
export function expectLinks(hrefs: Record<string, string>, scope?: HTMLElement): void {
  const queries = scope ? within(scope) : screen;
  const found = Object.fromEntries(
    Object.keys(hrefs).map((name) => [name, queries.getByRole('link', { name }).getAttribute('href')]),
  );
  expect(found).toEqual(hrefs);
}

/** The texts of the headings of one level in `scope` (the whole page by default), in their order: its outline. */
export function headingTexts(level: number, scope?: HTMLElement): (string | null)[] {
  return (scope ? within(scope) : screen).getAllByRole('heading', { level }).map((heading) => heading.textContent);
}
