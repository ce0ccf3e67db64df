import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface BuildStep {
  title: string;
  args: string[];
}

/** `npm run build`, step by step: each step is a Node process run from the repository root. */
export const buildSteps: readonly BuildStep[] = [
  { title: 'bundle the web app (vite build → dist/web)', args: ['node_modules/vite/bin/vite.js', 'build'] },
  {
    title: 'bundle the operator console (→ dist/web/admin)',
    args: ['node_modules/vite/bin/vite.js', 'build', '--config', 'vite.console.config.ts'],
  },
  { title: 'server-side bundle and prerendered pages (dist/ssr)', args: ['--import', 'tsx', 'scripts/build/prerender.ts'] },
  { title: 'compress the text assets (.br, .gz)', args: ['--import', 'tsx', 'scripts/build/compress.ts'] },
];

function runStep(step: BuildStep, verbose: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, step.args, {
      cwd: root,
      stdio: verbose ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: verbose ? process.env.FORCE_COLOR : '0' },
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * Runs every build step. Quiet by default: a line a step and a last line, since Vite's chunk
 * table and plugin-timing notes (about 190 lines) read like failures to someone starting the app.
 * A failed step prints everything it wrote. `verbose` passes each step's output through.
 */
export async function runBuild({
  verbose = false,
  log = console.log,
  steps = buildSteps,
}: { verbose?: boolean; log?: (line: string) => void; steps?: readonly BuildStep[] } = {}): Promise<boolean> {
  const started = Date.now();
  for (const [index, step] of steps.entries()) {
    const stepStarted = Date.now();
    if (verbose) log(`Build ${index + 1}/${steps.length}: ${step.title}`);
    const result = await runStep(step, verbose);
    const seconds = ((Date.now() - stepStarted) / 1000).toFixed(0);
    if (result.code !== 0) {
      if (!verbose) process.stderr.write(result.output);
      log(`Build ${index + 1}/${steps.length}: ${step.title} FAILED after ${seconds} s`);
      return false;
    }
    if (!verbose) log(`Build ${index + 1}/${steps.length}: ${step.title} (${seconds} s)`);
  }
  log(`Web app built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return true;
}
