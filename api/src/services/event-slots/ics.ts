// The calendar files of interview bookings (docs/events.md#mails-and-calendar-invites), written to RFC 5545 and the
// iTIP methods of RFC 5546: one VEVENT per booking whose UID is the booking's, with a SEQUENCE that rises with every
// change, so a calendar replaces the event it already has (METHOD:REQUEST), removes it (METHOD:CANCEL), or, for a
// file downloaded from the site, simply adds it (METHOD:PUBLISH, which carries no attendee).
//
// Times are written in UTC ("Z"), which every calendar reads without a VTIMEZONE and which cannot go wrong across a
// daylight-saving change; X-WR-TIMEZONE names the candidate's zone so calendars that honour it show the invite there.

export type InviteMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

export type CalendarEvent = {
  /** Stable per booking (`booking-{id}@{domain}`) or per slot (`slot-{id}@{domain}`). */
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** When the file was written (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  /** The event page. */
  url: string | null;
  cancelled?: boolean;
  /** The events mailbox (config EVENTS_REPLY_TO): where calendar clients send the attendee's answer. */
  organizer: { name: string; email: string };
  /** The candidate, asked to answer (RSVP) in a request; none in a published file (RFC 5546 section 3.2.1). */
  attendee?: { name: string; email: string };
};

export type Invite = CalendarEvent & { method: InviteMethod; timeZone: string };

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

function attendeeLine(attendee: { name: string; email: string }, method: InviteMethod): string {
  // A request asks the candidate to answer (RSVP), which makes Gmail and Outlook offer Yes / No and add the event;
  // a cancellation names them without asking anything.
  const answer = method === 'REQUEST' ? 'PARTSTAT=NEEDS-ACTION;RSVP=TRUE' : 'PARTSTAT=NEEDS-ACTION;RSVP=FALSE';
  return `ATTENDEE;CN=${paramValue(attendee.name)};CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;${answer}:mailto:${attendee.email}`;
}

function eventLines(event: CalendarEvent, method: InviteMethod): string[] {
  const cancelled = method === 'CANCEL' || event.cancelled === true;
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...(event.attendee && method !== 'PUBLISH' ? [attendeeLine(event.attendee, method)] : []),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** A whole `.ics` file of one method and any number of events, lines ended by CRLF. */
export function writeCalendar(calendar: { method: InviteMethod; timeZone: string; events: CalendarEvent[] }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//EuLangJobs//Career events//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${calendar.method}`,
    `X-WR-TIMEZONE:${escapeText(calendar.timeZone)}`,
    ...calendar.events.flatMap((event) => eventLines(event, calendar.method)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The `.ics` of one booking. */
export function writeInvite({ method, timeZone, ...event }: Invite): string {
  return writeCalendar({ method, timeZone, events: [event] });
}
