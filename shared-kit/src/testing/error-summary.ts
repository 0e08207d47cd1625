import { screen, within } from '@testing-library/react';

/**
 * The errors a form's summary lists (the toolkit's ErrorSummary, role alert: docs/design-system.md#useform-and-errorsummary),
 * in its order: the texts of its links. `scope`: the part of the page to look in, when the page has more than one form.
 */
export async function summaryErrors(scope?: HTMLElement): Promise<string[]> {
  const summary = await (scope ? within(scope) : screen).findByRole('alert');
  return within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}
