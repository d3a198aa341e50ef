/**
 * Starts the demo server with the test widgets and the simulator's test API on a free port of 127.0.0.1 for the
 * engines suite, and stops it after (vitest globalSetup). The flows read its address with inject('baseURL').
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { freePort } from './freePort';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync('dist-test/manifest.json')) throw new Error('dist-test/ is missing: run `npm run build` first');
  const port = Number(process.env.ENGINES_PORT ?? (await freePort()));
  const server = spawn(process.execPath, ['build/demo-server.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WIDGETS_DIR: 'dist-test', SW_TEST_PAGES: '1', SW_SIM_OPTIONS: JSON.stringify({ test: true }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // The server says its address once it listens.
  await new Promise<void>((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(`${base}/`)) resolve();
    });
    server.once('exit', (code) => reject(new Error(`the demo server exited (${code}) before listening on ${base}: ${out}`)));
  });
  if (!(await fetch(`${base}/rest/health`)).ok) {
    server.kill();
    throw new Error(`the demo server on ${base} is not healthy`);
  }
  project.provide('baseURL', base);
  return async () => {
    server.kill();
  };
}
