#!/usr/bin/env node
/**
 * npm run <a> and npm run <b> ... at once, each line prefixed with its script's name; exits non-zero when any
 * fails, after all have ended. For steps that each leave part of the two cores idle (the type checker uses one;
 * the soak waits out client timeouts, the engines suite drives one browser at a time): together they keep both
 * cores busy, which is all running them at once can win (the soak, the engines suite and the new-widget check:
 * 82, 74 and 22 s alone, 148 s at once, with the cores busy throughout).
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (!scripts.length) {
  console.error('usage: node scripts/run-parallel.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}
const started = Date.now();
const runs = scripts.map(
  (name) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '-s', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) (stream === child.stderr ? process.stderr : process.stdout).write(`[${name}] ${line}\n`);
        });
        stream.on('end', () => rest && process.stdout.write(`[${name}] ${rest}\n`));
      }
      child.on('close', (code) => {
        console.log(`[${name}] ended with ${code} after ${Math.round((Date.now() - started) / 1000)} s`);
        resolve(code ?? 1);
      });
    }),
);
const codes = await Promise.all(runs);
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
