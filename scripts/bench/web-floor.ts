/**
 * Builds the floor of Kampus's stack (./floor/: React, react-router and one react-aria-components
 * Button) with the app's own `vite.config.ts`, by the Vite the app is built with, and weighs its
 * JavaScript as `bench:web` weighs a page's: each file gzipped at level 9, added up.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../..');

export interface FloorBuild {
  bytes: number;
  /** Each script's gzipped bytes, by its name in the build. */
  files: Array<[string, number]>;
}

function scriptsUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(folder, file));
}

export async function buildFloor(): Promise<FloorBuild> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'kampus-bench-floor-'));
  try {
    const args = [
      'node_modules/vite/bin/vite.js',
      'build',
      'scripts/bench/floor',
      '--config',
      'vite.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ];
    const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
      const child = spawn(process.execPath, args, {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, FORCE_COLOR: '0' },
      });
      let written = '';
      child.stdout.on('data', (chunk: Buffer) => (written += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (written += chunk.toString()));
      child.on('close', (exitCode) => resolve({ code: exitCode ?? 1, output: written }));
    });
    if (code !== 0) throw new Error(`The floor's build failed:\n${output}`);
    const files = scriptsUnder(outDir).map((file): [string, number] => [
      path.relative(outDir, file),
      gzipSync(readFileSync(file), { level: 9 }).length,
    ]);
    if (files.length === 0) throw new Error(`The floor's build wrote no script into ${outDir}`);
    return { bytes: files.reduce((sum, [, bytes]) => sum + bytes, 0), files };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
