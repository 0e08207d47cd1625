// The calendar invite of an interview booking (docs/events.md#interview-slots), written to RFC 5545 and the iTIP
// methods of RFC 5546: one VEVENT whose UID is the booking's, with a SEQUENCE that rises with every change, so a
// calendar replaces the invite it already has (METHOD:REQUEST) or removes it (METHOD:CANCEL).
//
// Times are written in UTC ("Z"), which every calendar reads without a VTIMEZONE and which cannot go wrong across a
// daylight-saving change; X-WR-TIMEZONE names the candidate's zone so calendars that honour it show the invite there.

export type InviteMethod = 'REQUEST' | 'CANCEL';

export type Invite = {
  method: InviteMethod;
  /** Stable per booking: `booking-{id}@{domain}`. */
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** When the invite was written (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  /** The event page. */
  url: string | null;
  timeZone: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
};

/** `20261201T090000Z`. */
function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values: backslash, semicolon, comma and newlines escaped (RFC 5545 section 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN): quoted, without the characters a quoted value cannot hold. */
function paramValue(value: string): string {
  const kept = [...value].filter((char) => char !== '"' && char.charCodeAt(0) >= 0x20 && char !== '\u007f');
  return `"${kept.join('')}"`;
}

/**
 * Folds a content line at 75 octets (RFC 5545 section 3.1): continuation lines start with one space, and a UTF-8
 * character is never split between two lines.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; a continuation line 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The whole `.ics` file, lines ended by CRLF. */
export function writeInvite(invite: Invite): string {
  const cancelled = invite.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//EuLangJobs//Career events//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${invite.method}`,
    `X-WR-TIMEZONE:${escapeText(invite.timeZone)}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(invite.uid)}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${icsUtc(invite.stamp)}`,
    `DTSTART:${icsUtc(invite.start)}`,
    `DTEND:${icsUtc(invite.end)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    ...(invite.url ? [`URL:${invite.url}`] : []),
    `ORGANIZER;CN=${paramValue(invite.organizer.name)}:mailto:${invite.organizer.email}`,
    `ATTENDEE;CN=${paramValue(invite.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${cancelled ? 'DECLINED' : 'ACCEPTED'}:mailto:${invite.attendee.email}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
