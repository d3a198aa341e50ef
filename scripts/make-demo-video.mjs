#!/usr/bin/env node
/**
 * Generates the demo site's product video (demo-site/public/video/): a 4-second, 320x180, silent H.264
 * clip named by the store's video file pattern (tablet 480p, 1400k mp4: `{baseContentUrl}-tablet-480p-1400k.mp4`),
 * its poster frame, and a WebVTT captions file. The outputs are committed (about 40 KB in all), so the demo and
 * the tests never need this script; it is kept to show how they were made and to make them again.
 *
 * Needs an ffmpeg with libx264: `FFMPEG=/path/to/ffmpeg node scripts/make-demo-video.mjs`. None is installed
 * by the project; the npm package @ffmpeg-installer/linux-x64 ships one inside it (install it in a scratch
 * folder, not into this project), and Debian's `ffmpeg` package works too.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ffmpeg = process.env.FFMPEG ?? 'ffmpeg';
const out = resolve(dirname(fileURLToPath(import.meta.url)), '../demo-site/public/video');
const base = 'classroom-demo';
const seconds = 4;
mkdirSync(out, { recursive: true });

const run = (args) => execFileSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });

// A moving test pattern with a running counter: easy to see that it plays. Baseline profile, yuv420p and
// faststart (the index first) so any browser with H.264 starts playing before the whole file is read.
const mp4 = join(out, `${base}-tablet-480p-1400k.mp4`);
run([
  '-f',
  'lavfi',
  '-i',
  `testsrc2=size=320x180:rate=12:duration=${seconds}`,
  '-an',
  '-c:v',
  'libx264',
  '-profile:v',
  'baseline',
  '-level',
  '3.0',
  '-pix_fmt',
  'yuv420p',
  '-crf',
  '34',
  '-preset',
  'veryslow',
  '-movflags',
  '+faststart',
  mp4,
]);

// The poster: the clip's first second, as a small JPEG.
const poster = join(out, `${base}-poster.jpg`);
run(['-ss', '1', '-i', mp4, '-frames:v', '1', '-q:v', '6', poster]);

// Captions: one cue per second of the clip.
const cues = ['A counting clock ticks in the corner.', 'Colors sweep across the screen.', 'The pattern keeps moving.', 'The clip ends after four seconds.'];
const ts = (s) => `00:00:0${s}.000`;
const vtt = ['WEBVTT', '', ...cues.flatMap((text, i) => [`${i + 1}`, `${ts(i)} --> ${ts(i + 1)}`, text, ''])].join('\n');
const captions = join(out, `${base}-captions.en.vtt`);
writeFileSync(captions, vtt);

for (const f of [mp4, poster, captions]) console.log(`${f}: ${statSync(f).size} bytes`);
