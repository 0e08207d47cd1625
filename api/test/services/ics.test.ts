import { escapeText, foldLine, writeInvite } from '../../src/services/event-slots/ics';

describe('the calendar invite writer (RFC 5545)', () => {
  const invite = {
    method: 'REQUEST' as const,
    uid: 'booking-7@eulangjobs.test',
    sequence: 2,
    start: new Date('2026-12-01T09:00:00Z'),
    end: new Date('2026-12-01T09:30:00Z'),
    stamp: new Date('2026-11-23T06:00:00.123Z'),
    summary: 'Interview with Łódź; Tech, Inc.',
    description: `Line one\nLine two with a backslash \\ and ${'ł'.repeat(60)}`,
    url: 'https://eulangjobs.test/polish/speed-hiring-week',
    timeZone: 'Europe/Warsaw',
    organizer: { name: 'EuLangJobs', email: 'events@eulangjobs.test' },
    attendee: { name: 'Ana "Ann" Nowak', email: 'ana@example.test' },
  };

  it('escapes text values', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a UTF-8 character, and unfolds to the original', () => {
    const line = `DESCRIPTION:${'ż'.repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes one VEVENT with UTC times, the zone, the sequence and CRLF lines', () => {
    const ics = writeInvite(invite);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const unfolded = ics.replace(/\r\n /g, '').split('\r\n');
    expect(unfolded.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//EuLangJobs//Career events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'X-WR-TIMEZONE:Europe/Warsaw',
    ]);
    expect(unfolded).toEqual(
      expect.arrayContaining([
        'UID:booking-7@eulangjobs.test',
        'SEQUENCE:2',
        'DTSTAMP:20261123T060000Z',
        'DTSTART:20261201T090000Z',
        'DTEND:20261201T093000Z',
        'SUMMARY:Interview with Łódź\\; Tech\\, Inc.',
        `DESCRIPTION:Line one\\nLine two with a backslash \\\\ and ${'ł'.repeat(60)}`,
        'ORGANIZER;CN="EuLangJobs":mailto:events@eulangjobs.test',
        'ATTENDEE;CN="Ana Ann Nowak";CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:ana@example.test',
        'STATUS:CONFIRMED',
      ]),
    );
    expect(unfolded.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED', () => {
    const ics = writeInvite({ ...invite, method: 'CANCEL', sequence: 3 });
    expect(ics).toContain('METHOD:CANCEL\r\n');
    expect(ics).toContain('STATUS:CANCELLED\r\n');
    expect(ics).toContain('SEQUENCE:3\r\n');
    expect(ics).toContain('RSVP=FALSE');
  });

  it('publishes a downloaded file without an attendee (RFC 5546: PUBLISH has none), with the same UID', () => {
    const ics = writeInvite({ ...invite, method: 'PUBLISH' });
    expect(ics).toContain('METHOD:PUBLISH\r\n');
    expect(ics).toContain('UID:booking-7@eulangjobs.test\r\n');
    expect(ics).toContain('ORGANIZER;CN="EuLangJobs":mailto:events@eulangjobs.test\r\n');
    expect(ics).not.toContain('ATTENDEE');
    expect(ics).toContain('STATUS:CONFIRMED\r\n');
  });
});
