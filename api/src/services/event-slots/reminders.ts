// The reminders of interview bookings, 24 hours and 1 hour before (docs/events.md#interview-slots), sent by the
// job queue's periodic sweep (src/queue). A reminder is claimed by a conditional UPDATE that sets its column only
// where it is still empty, in the transaction that queues its mail: two sweeps at once (two replicas) each get
// different rows, since the second waits for the first's row locks and then finds the column set; nothing is
// sent twice and nothing claimed is lost (the claim and the mail commit together).
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { type BookingMailConfig, type BookingMailKind, queueBookingMail } from './mails';

/** Bookings claimed per transaction; a sweep repeats until none is due. */
const BATCH = 100;

type Reminder = { column: 'reminded_24h_at' | 'reminded_1h_at'; kind: BookingMailKind; within: string; after: string };

/**
 * The 24-hour reminder is due from 24 hours before until 1 hour before (later, only the 1-hour one makes sense);
 * the 1-hour one from 1 hour before until the start.
 */
const REMINDERS: Reminder[] = [
  { column: 'reminded_24h_at', kind: 'reminder24h', within: '24 hours', after: '1 hour' },
  { column: 'reminded_1h_at', kind: 'reminder1h', within: '1 hour', after: '0 seconds' },
];

async function sendBatch(db: Db, config: BookingMailConfig, reminder: Reminder): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const column = sql.ref(reminder.column);
    const claimed = await sql<{ id: number }>`
      UPDATE event_bookings b SET ${column} = now()
      FROM event_slots s
      WHERE s.id = b.slot_id
        AND b.id IN (
          SELECT b2.id FROM event_bookings b2 JOIN event_slots s2 ON s2.id = b2.slot_id
          WHERE b2.${column} IS NULL AND b2.cancelled_at IS NULL
            AND s2.starts_at <= now() + ${reminder.within}::interval
            AND s2.starts_at > now() + ${reminder.after}::interval
          ORDER BY s2.starts_at, b2.id
          LIMIT ${BATCH}
        )
        AND b.${column} IS NULL AND b.cancelled_at IS NULL
      RETURNING b.id`.execute(trx);
    for (const { id } of claimed.rows) await queueBookingMail(trx, config, id, reminder.kind);
    return claimed.rows.length;
  });
}

type Logger = { info: (obj: object, msg?: string) => void };

/** Sends every due reminder; returns how many. */
export async function sendDueReminders(deps: { db: Db; config: BookingMailConfig; log?: Logger }): Promise<number> {
  let sent = 0;
  for (const reminder of REMINDERS) {
    for (;;) {
      const count = await sendBatch(deps.db, deps.config, reminder);
      sent += count;
      if (count < BATCH) break;
    }
  }
  if (sent > 0) deps.log?.info({ sent }, 'interview reminders sent');
  return sent;
}
