// Through the front ends' subpath: the formatters must be there without TypeBox.
import {
  EMPLOYMENT_TYPES,
  formatCount,
  formatDate,
  formatEmploymentType,
  formatExperience,
  formatLocation,
} from 'shared-kit/constants';

const germany = { id: 82, slug: 'Germany', name: 'Germany', continente: 1 };
const berlin = { slug: 'Berlin', name: 'Berlin', country_slug: 'Germany' };

describe('how a job reads (mfe-jobs screens and the server-rendered pages)', () => {
  it('writes dates as day, short month and year in UTC, and unparsable ones as they came', () => {
    expect(formatDate('2025-03-04T23:30:00.000Z')).toBe('4 Mar 2025');
    expect(formatDate('soon')).toBe('soon');
  });

  it('groups thousands', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(7)).toBe('7');
  });

  it('writes the place, the remote type beside it, or says there is none', () => {
    expect(formatLocation({ city: berlin, country: germany, remote: null })).toBe('Berlin, Germany');
    expect(formatLocation({ city: null, country: germany, remote: { slug: 'hybrid', name: 'Hybrid' } })).toBe(
      'Germany (Hybrid)',
    );
    expect(formatLocation({ city: null, country: null, remote: { slug: 'remote', name: '' } })).toBe('Remote');
    expect(formatLocation({ city: null, country: null, remote: null })).toBe('Location not given');
  });

  it('writes experience in years, zero as none required', () => {
    expect(formatExperience(null)).toBeNull();
    expect(formatExperience(0)).toBe('No experience required');
    expect(formatExperience(1)).toBe('1 year');
    expect(formatExperience(5)).toBe('5 years');
  });

  it('labels the four employment types and nothing else', () => {
    expect(Object.values(EMPLOYMENT_TYPES)).toEqual(['Full-time', 'Part-time', 'Temporary', 'Internship']);
    expect(formatEmploymentType(2)).toBe('Part-time');
    expect(formatEmploymentType(5)).toBeNull();
    expect(formatEmploymentType(null)).toBeNull();
  });
});
