// Development: the API in watch mode on :3000 and Vite's dev server (with HMR) proxying to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@agency/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@agency/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
