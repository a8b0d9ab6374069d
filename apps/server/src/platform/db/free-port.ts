import net from 'node:net';

/** A TCP port free on 127.0.0.1 right now: for the backup's embedded PostgreSQL, and in tests for a server or a PUBLIC_URL known before the app listens. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
