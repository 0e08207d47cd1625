import { act, render, screen } from '@testing-library/react';
import { activateLocale, loadKitMessages, registerCatalogue } from 'shared-kit/i18n';
import { loadJobsMessages } from '../../locales';
import { PublishedDate } from '../published-date';

// "Veröffentlicht am heute" (issue 29): the phrase around a date fits the kind of date (docs/i18n.md#formats).
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

beforeAll(async () => {
  await registerCatalogue(loadKitMessages);
  await registerCatalogue(loadJobsMessages);
});
beforeEach(() => act(() => activateLocale('de')));
afterEach(() => act(() => activateLocale('en')));

const line = (iso: string) => {
  const { container, unmount } = render(<PublishedDate iso={iso} className="jobs-card-date" />);
  const text = container.querySelector('.jobs-card-date')?.textContent;
  unmount();
  return text;
};

describe('the published date in German', () => {
  it('says "Veröffentlicht heute" and "Veröffentlicht vor 3 Tagen", never "am" before words', () => {
    expect(line(daysAgo(0))).toMatch(/^Veröffentlicht heute/);
    expect(line(daysAgo(3))).toBe('Veröffentlicht vor 3 Tagen');
    expect(line(daysAgo(20))).toBe('Veröffentlicht vor 2 Wochen');
  });

  it('says "Veröffentlicht am" before a date past a month', () => {
    expect(line('2025-03-04T10:00:00Z')).toBe('Veröffentlicht am 4. März 2025');
    expect(screen.queryByText(/am heute/)).toBeNull();
  });
});
