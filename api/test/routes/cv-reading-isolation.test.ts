// A CV is read in a child process, never in the api's thread (docs/security.md#isolated-file-reading): a hostile
// file costs a child, not the api. Against a real listening server: a separate process asks /api/health every 50 ms
// while bombs are uploaded with ?extract=1, and every one of its questions is answered; the api's own process (this
// one) spends under a second of CPU time on each upload, where reading the bomb in its thread took 4 to 150 s.
// CPU time and answers, not milliseconds: how long an answer takes depends on what else the machine runs, and a
// limit in milliseconds failed on a busy one (docs/testing.md#no-timed-assertions). One reader, one waiting place
// and a reading stopped after 2 s of CPU time, so the tests run quickly; the wall-clock bound is left far away
// (60 s, and the requests' own limit 120 s), as a 3 s one stopped even the normal CV's reading when the machine
// was busy.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { docxBomb, pdfBomb, pdfNestedForms } from '../support/cv-bombs';
import { register, useTestApp, xsrfHeaders } from '../helper';
import { multipart } from '../support/uploads';

/**
 * Asks a URL every 50 ms (after each answer), printing each answer's status on a line, until its stdin closes or it
 * has had 40 answers: a fixed number, so the CPU time the api spends answering it does not grow with the wall time
 * the work takes on a busy machine.
 */
const POLLER = `
const http = require('node:http');
let stop = false;
process.stdin.on('end', () => { stop = true; });
process.stdin.resume();
let count = 0;
(function poll() {
  if (stop || count++ === 40) return process.exit(0);
  const done = (status) => {
    process.stdout.write(status + '\\n');
    setTimeout(poll, 50);
  };
  http.get(process.argv[1], (response) => { response.resume(); response.on('end', () => done(response.statusCode)); })
    .on('error', () => done(0));
})();
`;

// The CPU time measured is the whole jest worker's, which also carries the heaps of the files it ran before this one:
// a major collection of those inside the measured window once counted 1,139 ms against the 70-300 ms an upload costs.
// A full collection just before each window leaves the window the upload's own work.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The CPU time (user + system, in ms) this process (the api's) spent since `since`. */
const cpuMsSince = (since: NodeJS.CpuUsage) => {
  const spent = process.cpuUsage(since);
  return (spent.user + spent.system) / 1000;
};
/** What the upload answers, as far as these tests look. */
type UploadAnswer = {
  cvs: { id: number }[];
  proposals: { cv_id: number; text_found: boolean; message: string | null; items: { field: string }[] };
};

describe('CV reading is isolated from the api', () => {
  const t = useTestApp({
    CV_READERS: '1',
    CV_READ_QUEUE: '1',
    CV_READ_CPU_MS: '2000',
    CV_READ_TIMEOUT_MS: '60000',
    // A CV waiting for the busy reader keeps its request silent meanwhile: not cut by the slow-client limit.
    REQUEST_TIMEOUT_MS: '120000',
  });
  let base = '';
  // Listening, then what any first upload after a start costs the api's thread, bomb or not, is paid before the
  // measures: the route's answer serializer and each language's catalogue are compiled at their first use (a few
  // hundred ms on a busy machine), and the reader starts its child.
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    for (const language of ['en', 'de']) await upload(await candidate(), fixture('de-1.pdf'), 'cv.pdf', language);
  });

  /**
   * Runs `work` while another process polls /api/health, and answers what it saw: the statuses of the health
   * answers (the first one before the work starts) and the CPU time the api's process spent on the work.
   */
  async function healthDuring<T>(work: () => Promise<T>): Promise<{ result: T; answers: number[]; cpuMs: number }> {
    const poller: ChildProcess = spawn(process.execPath, ['-e', POLLER, `${base}/api/health`], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    let first: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      first = resolve;
    });
    poller.stdout?.on('data', (chunk) => {
      output += chunk;
      first();
    });
    const ended = new Promise((resolve) => poller.on('exit', resolve));
    // The poller is running (it has had its first answer) before the work starts.
    await answered;
    collectGarbage();
    const cpu = process.cpuUsage();
    let result: T;
    let cpuMs: number;
    try {
      result = await work();
      cpuMs = cpuMsSince(cpu);
    } finally {
      // Also when the work fails: a poller left running would keep jest from ending.
      poller.stdin?.end();
      await ended;
    }
    return { result, answers: output.trim().split('\n').map(Number), cpuMs };
  }

  // Every health question is answered, and the api's process spends under two seconds of CPU time on an upload
  // (the file's bytes, the database, the reader's messages): a file parsed in the api's own thread took 4 to 150 s of
  // it and answered nobody meanwhile. Quiet, an upload takes a few hundred ms; the bound leaves room for a machine
  // whose other work slows every instruction (1,044 ms seen with the browser tests beside it, session 17).
  const expectHealthy = ({ answers, cpuMs }: { answers: number[]; cpuMs: number }) => {
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    expect(cpuMs).toBeLessThan(2000);
  };

  const candidate = async () => (await register(t.app)).response.json().token as string;

  /** The upload as the browser sends it, over HTTP. */
  async function upload(token: string, data: Buffer, filename: string, language = 'en') {
    const body = multipart([{ name: 'cv', filename, contentType: 'application/octet-stream', data }]);
    const response = await fetch(`${base}/api/candidates/mycv/fromVue?extract=1`, {
      method: 'POST',
      headers: {
        ...(await xsrfHeaders(t.app)),
        ...body.headers,
        authorization: `Bearer ${token}`,
        'accept-language': language,
      },
      body: new Uint8Array(body.payload),
    });
    return { status: response.status, body: (await response.json()) as UploadAnswer };
  }

  const NOT_READ = expect.stringContaining('This CV could not be read');
  const fixture = (name: string) => readFileSync(join(__dirname, '..', 'fixtures', 'cvs', name));

  it('a PDF whose content stream inflates 1000:1 is refused, stored, and the api keeps answering', async () => {
    const token = await candidate();
    const bomb = pdfBomb(450 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(500 * 1024);
    const { result, ...health } = await healthDuring(() => upload(token, bomb, 'cv.pdf'));
    expectHealthy(health);
    expect(result.status).toBe(200);
    expect(result.body.cvs).toHaveLength(1);
    expect(result.body.proposals).toEqual({
      cv_id: result.body.cvs[0].id,
      text_found: false,
      message: NOT_READ,
      items: [],
    });
  });

  it('a DOCX whose document.xml unzips to 45 MB is refused, stored, and the api keeps answering', async () => {
    const token = await candidate();
    const bomb = docxBomb(45 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const { result, ...health } = await healthDuring(() => upload(token, bomb, 'cv.docx'));
    expectHealthy(health);
    expect(result.status).toBe(200);
    expect(result.body.cvs).toHaveLength(1);
    expect(result.body.proposals).toMatchObject({ text_found: false, message: NOT_READ, items: [] });
  });

  it('a tiny PDF that keeps pdf.js busy is stopped at the deadline, and says so in the caller’s language', async () => {
    const token = await candidate();
    const { result, ...health } = await healthDuring(() => upload(token, pdfNestedForms(), 'cv.pdf', 'de'));
    expectHealthy(health);
    expect(result.status).toBe(200);
    expect(result.body.cvs).toHaveLength(1);
    expect(result.body.proposals).toMatchObject({
      text_found: false,
      message: expect.stringContaining('Dieser Lebenslauf konnte nicht gelesen werden'),
    });
  });

  it('CVs beyond the readers and the waiting places are stored and answered "try again" at once', async () => {
    const token = await candidate();
    // Four at once, each keeping its reader until the deadline: one reads, one waits, two find no place.
    const { result, ...health } = await healthDuring(() =>
      Promise.all([1, 2, 3, 4].map((n) => upload(token, pdfNestedForms(6, 10 + n), `cv-${n}.pdf`))),
    );
    expectHealthy(health);
    expect(result.map((one) => one.status)).toEqual([200, 200, 200, 200]);
    const messages = result.map((one) => one.body.proposals.message as string);
    const busy = messages.filter((message) => message.startsWith('Many CVs are being read right now'));
    const notRead = messages.filter((message) => message.startsWith('This CV could not be read'));
    expect(busy.length).toBeGreaterThanOrEqual(2);
    expect(busy.length + notRead.length).toBe(4);
    expect(result.every((one) => one.body.proposals.text_found === false)).toBe(true);
    const list = await upload(token, fixture('de-1.pdf'), 'de.pdf');
    expect(list.body.cvs).toHaveLength(5);
  });

  it('reads a normal CV as before once the bombs are gone (the api and its reader are alive)', async () => {
    const { status, body } = await upload(await candidate(), fixture('de-1.pdf'), 'Lebenslauf.pdf');
    expect(status).toBe(200);
    expect(body.proposals.text_found).toBe(true);
    expect(body.proposals.message).toBeNull();
    expect(body.proposals.items.filter((item) => item.field === 'experience')).toHaveLength(2);
  });
});
