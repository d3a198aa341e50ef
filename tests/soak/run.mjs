#!/usr/bin/env node
/**
 * npm run soak -- [--journeys N] [--seed N] [--concurrency N] [--only INDEX] [--break drop-line-on-500|replay-after-success] [--out FILE] [--port N]
 * Runs tests/soak/soak.spec.ts with those options (through the environment) on the built test widgets (dist-test).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const NAMES = {
  journeys: 'SOAK_JOURNEYS',
  seed: 'SOAK_SEED',
  concurrency: 'SOAK_CONCURRENCY',
  only: 'SOAK_ONLY',
  break: 'SOAK_BREAK',
  out: 'SOAK_OUT',
  port: 'SOAK_PORT',
  'shrink-runs': 'SOAK_SHRINK_RUNS',
};
const env = { ...process.env };
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const [flag, inline] = args[i].split('=');
  const name = NAMES[flag.replace(/^--/, '')];
  if (!name) {
    console.error(
      `unknown option ${flag}; options: ${Object.keys(NAMES)
        .map((k) => '--' + k)
        .join(' ')}`,
    );
    process.exit(2);
  }
  env[name] = inline ?? args[++i];
}
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const r = spawnSync(process.execPath, [cli, 'test', '-c', 'tests/soak/playwright.config.ts'], { stdio: 'inherit', env });
process.exit(r.status ?? 1);
