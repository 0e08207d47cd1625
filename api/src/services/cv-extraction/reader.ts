// Where CVs are read: never in the api's thread (docs/security.md#isolated-file-reading). A CV is a stranger's file,
// and pdf.js or mammoth can be made to work for minutes or fill gigabytes with one; in a child process with a heap
// limit, killed past its CPU time, its deadline or its memory ceiling, that costs one child, not the api. A bounded
// number read at once, a bounded number wait, and beyond that the reader says it is busy rather than queueing without
// end.
import path from 'node:path';
import { createProcessPool, JobFailed, type JobFailure, PoolBusy } from '../../lib/process-pool';
import type { CvExtraction, CvKind } from '.';

export type CvReaderOptions = {
  /** Child processes reading at once (CV_READERS). */
  processes: number;
  /** CVs waiting for a child at most (CV_READ_QUEUE). */
  queue: number;
  /** A reading that spends more CPU time is stopped (CV_READ_CPU_MS). */
  cpuMs: number;
  /** A reading taking longer by the wall clock is stopped; a CV waiting longer is answered busy (CV_READ_TIMEOUT_MS). */
  timeoutMs: number;
};

/**
 * `read`: the text was read (`extraction.text_found`) or the file has none (empty, encrypted, a scan); `not_read`:
 * refused by the unpacking caps, or its reading failed, ran out of time or of memory (`reason` says which, for the
 * log); `busy`: every reader and waiting place was taken.
 */
type CvReading =
  | { outcome: 'read'; extraction: CvExtraction }
  | { outcome: 'not_read'; reason: JobFailure | 'refused'; detail: string }
  | { outcome: 'busy' };

export type CvReader = { read(kind: CvKind, data: Buffer): Promise<CvReading>; close(): Promise<void> };

type Answer = { extraction: CvExtraction } | { refused: string };

/** A child's heap: a CV's reading needs well under 100 MB (the fixtures read within 64 MB). */
const HEAP_MB = 256;
/** A child's resident memory: ~150 MB once pdf.js is loaded, plus the heap and the buffers of one CV. */
const RSS_MB = 512;
/** Children are replaced now and then, so a library's slow leak never grows for good. */
const JOBS_PER_CHILD = 500;

/** Starts no process until the first CV; children then stay warm until `close`. */
export function createCvReader(options: CvReaderOptions): CvReader {
  const pool = createProcessPool<{ kind: CvKind; data: Buffer }, Answer>({
    // child.js next to this file in dist; child.ts when the api runs from its source (the tests).
    module: path.join(__dirname, `child${path.extname(__filename)}`),
    size: options.processes,
    queue: options.queue,
    deadlineMs: options.timeoutMs,
    cpuMs: options.cpuMs,
    heapMb: HEAP_MB,
    rssMb: RSS_MB,
    jobsPerChild: JOBS_PER_CHILD,
  });
  return {
    async read(kind, data) {
      try {
        const { output } = await pool.run({ kind, data });
        if ('refused' in output) return { outcome: 'not_read', reason: 'refused', detail: output.refused };
        return { outcome: 'read', extraction: output.extraction };
      } catch (error) {
        if (error instanceof PoolBusy) return { outcome: 'busy' };
        if (error instanceof JobFailed) return { outcome: 'not_read', reason: error.reason, detail: error.message };
        throw error;
      }
    },
    close: () => pool.close(),
  };
}
