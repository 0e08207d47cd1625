import { connect, type Socket } from 'node:net';
import { type RealServer, startRealServer } from './support/real-server';

/**
 * A client that trickles its request holds a socket and a request slot for as long as it likes unless the server
 * cuts it. The real server (not inject) with limits of 1.5 s for headers and 2.5 s for the whole request.
 */
describe('slow clients are cut off', () => {
  let server: RealServer;
  let port: number;
  beforeAll(async () => {
    server = await startRealServer({ HEADERS_TIMEOUT_MS: '1500', REQUEST_TIMEOUT_MS: '2500' }, 2);
    ({ port } = server);
  });
  afterAll(() => server.close());

  /** Opens a socket, runs `trickle` on it, and resolves with what the server sent and when it closed. */
  function slowRequest(
    trickle: (socket: Socket) => NodeJS.Timeout,
  ): Promise<{ answer: string; closedAfterMs: number }> {
    return new Promise((resolve) => {
      const started = Date.now();
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      let timer: NodeJS.Timeout | undefined;
      socket.on('connect', () => {
        timer = trickle(socket);
      });
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, closedAfterMs: Date.now() - started });
      });
    });
  }

  it('a body trickled one byte every 200 ms is answered 408 and the connection closed within the limit', async () => {
    const { answer, closedAfterMs } = await slowRequest((socket) => {
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nCookie: XSRF-TOKEN=slow\r\nX-XSRF-TOKEN: slow\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
      );
      return setInterval(() => socket.write('"'), 200);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(2000);
    expect(closedAfterMs).toBeLessThan(5000);
  });

  it('headers trickled one line every 200 ms are cut as well', async () => {
    const { answer, closedAfterMs } = await slowRequest((socket) => {
      socket.write('GET /api/ping HTTP/1.1\r\nHost: localhost\r\n');
      let n = 0;
      return setInterval(() => socket.write(`X-Slow-${n++}: a\r\n`), 200);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(4000);
  });

  it('a connection left idle after its answer is closed within REQUEST_TIMEOUT_MS', async () => {
    const { answer, closedAfterMs } = await slowRequest((socket) => {
      socket.write('GET /api/ping HTTP/1.1\r\nHost: localhost\r\n\r\n');
      // Keep-alive: the client says nothing more and never closes.
      return setInterval(() => undefined, 1000);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(2000);
    expect(closedAfterMs).toBeLessThan(5000);
  });

  it('an ordinary request is answered', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/ping`);
    expect(response.status).toBe(200);
  });
});
