// `npm run dev`: the API on API_PORT (tsx watch) and Vite with hot reload on PORT, proxying /api to the API.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '5000';
const apiPort = process.env.API_PORT ?? '5001';
const env = { ...process.env, API_PORT: apiPort };

const api = spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
  stdio: 'inherit',
  // The browser talks to Vite's origin; the API must accept it as its own.
  env: { ...env, PORT: apiPort, APP_ORIGIN: process.env.APP_ORIGIN ?? `http://localhost:${port}` },
});
const web = spawn('npx', ['vite', '--port', port, '--strictPort'], { stdio: 'inherit', env });

const stop = () => {
  api.kill('SIGTERM');
  web.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', stop);
web.on('exit', stop);
