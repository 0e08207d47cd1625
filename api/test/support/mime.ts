// Mail read by parsers nobody here wrote: the MIME tree by @zone-eu/mailsplit (mailparser's own splitter), the
// calendar parts by ical.js (RFC 5545). Tests check what a mail client and a calendar would read.
import { Splitter } from '@zone-eu/mailsplit';
import ICAL from 'ical.js';

/** One MIME part: its type, its parent's type, its disposition and the `method` of a text/calendar part. */
export type MimePart = {
  contentType: string;
  parent: string | null;
  disposition: string | null;
  filename: string | null;
  method: string | null;
};

/** Every part of a raw message, in order, root first. */
export function mimeTree(raw: Buffer): Promise<MimePart[]> {
  return new Promise((resolve, reject) => {
    const parts: MimePart[] = [];
    const splitter = new Splitter();
    splitter.on('data', (chunk) => {
      if (chunk.type !== 'node') return;
      const node = chunk;
      const type = node.headers ? String(node.headers.getFirst('content-type')) : '';
      parts.push({
        contentType: node.contentType || 'text/plain',
        parent: node.parentNode ? node.parentNode.contentType || null : null,
        disposition: node.disposition || null,
        filename: node.filename || null,
        method: /;\s*method="?([A-Za-z-]+)"?/i.exec(type)?.[1]?.toUpperCase() ?? null,
      });
    });
    const stream: NodeJS.EventEmitter = splitter;
    stream.on('end', () => resolve(parts));
    stream.on('error', reject);
    splitter.end(raw);
  });
}

export type CalendarRead = {
  method: string | null;
  events: {
    uid: string;
    sequence: number;
    status: string | null;
    summary: string;
    start: Date;
    end: Date;
    organizer: string | null;
    attendees: { address: string; rsvp: string | null; partstat: string | null; cn: string | null }[];
  }[];
};

/** An .ics as ical.js reads it. */
export function readCalendar(ics: string): CalendarRead {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    method: (calendar.getFirstPropertyValue('method') as string | null) ?? null,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        sequence: event.sequence,
        status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
        summary: event.summary,
        start: event.startDate.toJSDate(),
        end: event.endDate.toJSDate(),
        organizer: (vevent.getFirstPropertyValue('organizer') as string | null) ?? null,
        attendees: vevent.getAllProperties('attendee').map((attendee) => ({
          address: String(attendee.getFirstValue()),
          rsvp: (attendee.getParameter('rsvp') as string | undefined) ?? null,
          partstat: (attendee.getParameter('partstat') as string | undefined) ?? null,
          cn: (attendee.getParameter('cn') as string | undefined) ?? null,
        })),
      };
    }),
  };
}
