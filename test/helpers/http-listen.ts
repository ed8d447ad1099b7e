// A test server's start and stop: listen on 127.0.0.1, port 0, and a close() that destroys open
// sockets first, so a held (never answered) request or a keep-alive connection cannot keep it open.
import type { Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export async function listenLoopback(server: Server): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
