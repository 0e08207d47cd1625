// A candidate's self-service export (docs/product-rules.md#the-data-export): everything the board keeps about the
// candidate, as one ZIP of a JSON document and the stored files, for the candidate alone.
import { Readable } from 'node:stream';
// yazl (pinned 3.3.1): writes the ZIP as a stream, asking for each entry's bytes only when its turn comes, so at
// most one stored file is in memory at a time however many CVs there are.
import { ZipFile } from 'yazl';
import {
  type ApplicationStatus,
  type CandidateExport,
  type DiscardReason,
  EXPORT_DATA_FILE,
  EXPORT_FORMAT,
  EXPORT_MAX_ROWS,
  MAX_CVS_PER_CANDIDATE,
} from 'shared-kit/contracts';
import type { Db } from '../db/database';
import { latestSearches } from './candidate-activity';
import { candidateProfile } from './candidate-profile';
import { bookingQuery, toSlot } from './event-slots/slots';
import type { FileStorage } from './file-storage';
import { asciiFileName } from './uploaded-content';
import { listAlerts } from './job-alerts';
import { jobWasPublic } from './jobs/search';
import { wireTime, wireTimeOrNull } from '../lib/wire-time';

type Entry = { path: string; fileId: string };

/** The file id in a path publicFileUrl made (`/files/{id}/{name}`), or null. */
const fileIdOf = (path: string | null) => /^\/files\/(\d+)\//.exec(path ?? '')?.[1] ?? null;

/** The status history of the applications and the text of the questions they answer. */
type HistoryRow = { application_id: number; status: ApplicationStatus; created_at: Date };

async function applicationDetails(
  db: Db,
  ids: number[],
): Promise<{ history: Map<number, HistoryRow[]>; questions: Map<number, string> }> {
  if (ids.length === 0) return { history: new Map(), questions: new Map() };
  const [history, questions] = await Promise.all([
    db
      .selectFrom('application_status_history')
      .select(['application_id', 'status', 'created_at'])
      .where('application_id', 'in', ids)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('screening_questions')
      .innerJoin('applications', 'applications.job_id', 'screening_questions.job_id')
      .select(['screening_questions.id', 'screening_questions.question'])
      .where('applications.id', 'in', ids)
      .execute(),
  ]);
  const byApplication = new Map<number, HistoryRow[]>();
  for (const entry of history) {
    byApplication.set(entry.application_id, [...(byApplication.get(entry.application_id) ?? []), entry]);
  }
  return { history: byApplication, questions: new Map(questions.map((q) => [q.id, q.question])) };
}

/**
 * What `data.json` says, and the stored files to put next to it. Every query names the candidate's own id; jobs only
 * when they were public once (`jobWasPublic`: a draft's title is its company's alone).
 */
async function collect(db: Db, userId: number) {
  const jobColumns = ['jobs.id as job_id', 'jobs.title', 'jobs.url'] as const;
  const [profile, favorites, applications, cvFiles, candidate, searches, events, discarded, alerts, bookings] =
    await Promise.all([
      candidateProfile(db, userId),
      db
        .selectFrom('favorites')
        .innerJoin('jobs', 'jobs.id', 'favorites.job_id')
        .select([...jobColumns, 'favorites.created_at'])
        .where('favorites.user_id', '=', userId)
        .where(jobWasPublic)
        .orderBy('favorites.created_at', 'desc')
        .limit(EXPORT_MAX_ROWS)
        .execute(),
      db
        .selectFrom('applications')
        .innerJoin('jobs', 'jobs.id', 'applications.job_id')
        .select([
          ...jobColumns,
          'applications.id',
          'applications.status',
          'applications.knocked_out',
          'applications.created_at',
          'applications.updated_at',
          'applications.answers',
        ])
        .where('applications.user_id', '=', userId)
        .where(jobWasPublic)
        .orderBy('applications.created_at', 'desc')
        .limit(EXPORT_MAX_ROWS)
        .execute(),
      db
        .selectFrom('candidate_cvs')
        .innerJoin('files', 'files.id', 'candidate_cvs.file_id')
        .select(['candidate_cvs.id', 'candidate_cvs.name', 'files.id as file_id', 'files.content_type'])
        .select(['files.size', 'files.sha256'])
        .where('candidate_cvs.user_id', '=', userId)
        .where('files.owner_user_id', '=', userId)
        .orderBy('candidate_cvs.id')
        .limit(MAX_CVS_PER_CANDIDATE)
        .execute(),
      db.selectFrom('candidates').select('path_foto').where('user_id', '=', userId).executeTakeFirst(),
      latestSearches(db, userId),
      db
        .selectFrom('candidate_virtual_events')
        .innerJoin('career_events', 'career_events.id', 'candidate_virtual_events.fk_virtual_event_id')
        .select(['career_events.id', 'career_events.title', 'candidate_virtual_events.created_at'])
        .where('candidate_virtual_events.user_id', '=', userId)
        .orderBy('candidate_virtual_events.created_at', 'desc')
        .limit(EXPORT_MAX_ROWS)
        .execute(),
      db
        .selectFrom('candidate_discarded_matchings as d')
        .innerJoin('jobs', 'jobs.id', 'd.job_id')
        .select([...jobColumns, 'd.reason', 'd.created_at'])
        .where('d.user_id', '=', userId)
        .where(jobWasPublic)
        .orderBy('d.created_at', 'desc')
        .limit(EXPORT_MAX_ROWS)
        .execute(),
      listAlerts(db, userId),
      bookingQuery(db)
        .select('b.created_at')
        .where('b.user_id', '=', userId)
        .orderBy('b.created_at', 'desc')
        .orderBy('b.id', 'desc')
        .limit(EXPORT_MAX_ROWS)
        .execute(),
    ]);

  const { history, questions } = await applicationDetails(
    db,
    applications.map((row) => row.id),
  );

  const entries: Entry[] = [];
  const listed: CandidateExport['files'] = [];
  for (const cv of cvFiles) {
    const ext = cv.content_type === 'application/pdf' ? 'pdf' : 'docx';
    // The id keeps two CVs uploaded under one name apart.
    const path = `cvs/${cv.id}-${asciiFileName(cv.name, ext)}`;
    entries.push({ path, fileId: String(cv.file_id) });
    listed.push({
      path,
      kind: 'cv',
      cv_id: cv.id,
      name: cv.name,
      content_type: cv.content_type,
      size: cv.size,
      sha256: cv.sha256,
    });
  }
  const photoId = fileIdOf(candidate?.path_foto ?? null);
  const photo = photoId
    ? await db
        .selectFrom('files')
        .select(['id', 'filename', 'content_type', 'size', 'sha256'])
        .where('id', '=', Number(photoId))
        .where('owner_user_id', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (photo) {
    const path = `photo/${photo.filename}`;
    entries.push({ path, fileId: String(photo.id) });
    listed.push({
      path,
      kind: 'photo',
      cv_id: null,
      name: photo.filename,
      content_type: photo.content_type,
      size: photo.size,
      sha256: photo.sha256,
    });
  }

  const data: CandidateExport = {
    format: EXPORT_FORMAT,
    exported_at: new Date().toISOString(),
    profile: profile.user,
    favorites: favorites.map((row) => ({
      job_id: row.job_id,
      title: row.title,
      url: row.url,
      created_at: wireTime(row.created_at),
    })),
    applications: applications.map((row) => ({
      job_id: row.job_id,
      title: row.title,
      url: row.url,
      created_at: wireTime(row.created_at),
      status: row.status,
      knocked_out: row.knocked_out,
      updated_at: wireTime(row.updated_at),
      // Answers to a question deleted since are kept, with an empty question text.
      answers: Object.entries(row.answers ?? {}).map(([id, answer]) => ({
        question_id: Number(id),
        question: questions.get(Number(id)) ?? '',
        answer,
      })),
      history: (history.get(row.id) ?? []).map((entry) => ({
        status: entry.status,
        created_at: wireTime(entry.created_at),
      })),
    })),
    files: listed,
    searches,
    events: events.map((row) => ({ id: row.id, title: row.title, joined_at: wireTime(row.created_at) })),
    event_bookings: bookings.map((row) => {
      const slot = toSlot(row);
      return {
        id: row.booking_id,
        event_id: slot.event_id,
        event_title: row.event_title,
        company: slot.company.name,
        language: slot.language.name,
        starts_at: slot.starts_at,
        ends_at: slot.ends_at,
        time_zone: row.time_zone,
        booked_at: wireTime(row.created_at),
        cancelled: row.cancelled_at !== null,
        cancelled_at: wireTimeOrNull(row.cancelled_at),
      };
    }),
    job_alerts: alerts,
    discarded_matchings: discarded.map((row) => ({
      job_id: row.job_id,
      title: row.title,
      url: row.url,
      created_at: wireTime(row.created_at),
      reason: row.reason as DiscardReason,
    })),
  };
  return { data, entries };
}

/**
 * The export as a ZIP stream. The data is read before the first byte is sent, so a failure there is an ordinary
 * error answer; the files are then read one after another as the archive reaches them. A file removed in the
 * meantime (the CV deleted in another tab) is left out rather than breaking the download.
 */
export async function candidateExport(db: Db, files: FileStorage, userId: number): Promise<Readable> {
  // One snapshot: the lists and the files' metadata agree, whatever the candidate changes in another tab meanwhile.
  const { data, entries } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute((trx) => collect(trx, userId));
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(`${JSON.stringify(data, null, 2)}\n`), EXPORT_DATA_FILE);
  for (const entry of entries) {
    // PDFs, DOCX and pictures are compressed already: stored as they are.
    zip.addReadStreamLazy(entry.path, { compress: false }, (callback) => {
      files.read(entry.fileId).then(
        (file) => callback(null, Readable.from(file ? [file.data] : [])),
        (error: Error) => callback(error, undefined as unknown as Readable),
      );
    });
  }
  const output = zip.outputStream as Readable;
  // yazl reports a failed entry (a file that could not be read) on the ZipFile, where an unheard 'error' would throw
  // and stop the process: it ends the download instead, which the client sees as a broken transfer.
  zip.on('error', (error: Error) => output.destroy(error));
  zip.end();
  return output;
}
