import { formatCurrency, formatDateTimeRange } from 'shared-kit/i18n';

describe('formatCurrency', () => {
  it('shows whole amounts without decimals and others with cents, whichever came first', () => {
    expect(formatCurrency(99, 'EUR')).toBe('€99');
    expect(formatCurrency(119.79, 'EUR')).toBe('€119.79');
    expect(formatCurrency(490, 'EUR')).toBe('€490');
  });
});

describe('formatDateTimeRange', () => {
  it('shows a span in the zone it is given, named, and one moment when the end is not after the start', () => {
    const start = '2030-10-15T08:00:00Z';
    expect(formatDateTimeRange(start, '2030-10-15T08:30:00Z', 'Europe/Warsaw')).toBe(
      'Tue, 15 Oct 2030, 10:00–10:30 CEST',
    );
    expect(formatDateTimeRange(start, '2030-10-15T08:30:00Z', 'Asia/Tokyo')).toBe(
      'Tue, 15 Oct 2030, 17:00–17:30 GMT+9',
    );
    expect(formatDateTimeRange(start, start, 'Europe/Lisbon')).toBe('Tue, 15 Oct 2030, 09:00 WEST');
    expect(formatDateTimeRange('not a date', start, 'Europe/Lisbon')).toBe('not a date');
  });
});
