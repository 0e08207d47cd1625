import { formatCurrency } from 'shared-kit/i18n';

describe('formatCurrency', () => {
  it('shows whole amounts without decimals and others with cents, whichever came first', () => {
    expect(formatCurrency(99, 'EUR')).toBe('€99');
    expect(formatCurrency(119.79, 'EUR')).toBe('€119.79');
    expect(formatCurrency(490, 'EUR')).toBe('€490');
  });
});
