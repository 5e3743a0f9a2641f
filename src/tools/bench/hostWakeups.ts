import { spawn } from 'node:child_process';
import net from 'node:net';

/**
 * The host's price of one wake-up between two processes, for a throughput figure's context as
 * Lighthouse's benchmark index is for a score: a child process echoes 64-byte messages back over
 * loopback TCP, one at a time, and this answers the median round trip in microseconds. Each request
 * of a closed-loop benchmark costs at least four such wake-ups (client → server → PostgreSQL →
 * server → client), so on a host where this is large (a nested virtual machine) requests per second
 * fall with the same code. Also answers the same echo served within this process (system calls, no
 * wake-up of another process), to tell the two costs apart. Takes a few seconds.
 */
export async function loopbackRoundTripMicros(trips = 5000): Promise<{ betweenProcesses: number; withinOne: number }> {
  const echo = spawn(process.execPath, ['-e', `const s = require('node:net').createServer(${echoConnection});
    s.listen(0, '127.0.0.1', () => process.send(s.address().port)); process.on('disconnect', () => process.exit(0));`], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve) => echo.once('message', (m) => resolve(Number(m))));
  const betweenProcesses = await medianRoundTrip(port, trips);
  echo.disconnect();
  // The same echo in this process: the system calls without a wake-up of another process.
  const local = net.createServer(echoConnection);
  await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
  const withinOne = await medianRoundTrip((local.address() as net.AddressInfo).port, trips);
  local.close();
  return { betweenProcesses, withinOne };
}

/** Echoes what a connection sends; its source also serves the child process (no outer names). */
function echoConnection(c: net.Socket): void { c.setNoDelay(true); c.on('data', (d) => c.write(d)); }

async function medianRoundTrip(port: number, trips: number): Promise<number> {
  const socket = net.connect(port, '127.0.0.1');
  socket.setNoDelay(true);
  await new Promise((resolve) => socket.once('connect', resolve));
  const message = Buffer.alloc(64, 1);
  const times: number[] = [];
  for (let i = 0; i < trips; i++) {
    const started = process.hrtime.bigint();
    await new Promise<void>((resolve) => {
      let got = 0;
      const onData = (d: Buffer) => { got += d.length; if (got >= message.length) { socket.off('data', onData); resolve(); } };
      socket.on('data', onData);
      socket.write(message);
    });
    times.push(Number(process.hrtime.bigint() - started) / 1000);
  }
  socket.destroy();
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}
