/**
 * `npm run dev`: the API (restarted on change by tsx watch) on API_PORT (8080) and the Vite dev
 * server on 5173 with /api and /socket.io proxied to it. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8080';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit', env: { ...process.env, API_PROXY_TARGET: `http://127.0.0.1:${apiPort}` } }),
];
const stop = () => { for (const c of children) c.kill('SIGTERM'); process.exit(0); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => { if (code) { console.error(`a dev process exited with ${code}`); stop(); } });
