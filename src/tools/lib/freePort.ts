import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on now (the system's pick), for a server a tool or test starts. */
export const freePort = (): Promise<number> => new Promise<number>((resolve, reject) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => { const { port } = s.address() as { port: number }; s.close(() => resolve(port)); });
  s.on('error', reject);
});
