import { isTimeZone } from '../../src/lib/time-zone';

describe('isTimeZone', () => {
  it('takes the IANA names the runtime knows, and UTC', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
  });

  it('refuses unknown names, offsets and anything that is not a name', () => {
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('+01:00')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('Europe/Berlin; drop')).toBe(false);
  });
});
