// The CV reader's child process (reader.ts, docs/security.md#isolated-file-reading): pdf.js and mammoth loaded once,
// then one CV at a time. A file refused by the unpacking caps answers `refused`; any other failure, or the child's
// end (deadline, memory), is the api's to tell.
import { serveJobs } from '../../lib/process-pool-child';
import { type CvKind, extractCvHere } from '.';
import { loadPdfjs } from './read-text';
import { CvRefused } from './refused';

serveJobs(
  async ({ kind, data }: { kind: CvKind; data: Uint8Array }) => {
    try {
      return { extraction: await extractCvHere(kind, Buffer.from(data.buffer, data.byteOffset, data.byteLength)) };
    } catch (error) {
      if (error instanceof CvRefused) return { refused: error.message };
      throw error;
    }
  },
  async () => Promise.all([loadPdfjs(), import('mammoth')]),
);
