import { type AddressInfo, createServer } from 'node:net';

/**
 * A port free a moment ago on 127.0.0.1: for a server that must know its address before it listens, or as a port
 * nothing listens on (a service that is down). The api's and the blog's tests share it.
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
