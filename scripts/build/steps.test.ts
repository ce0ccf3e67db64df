import { afterEach, describe, expect, it, vi } from 'vitest';
import { runBuild } from './steps';
import type { BuildStep } from './steps';

const chatty = (text: string): BuildStep => ({
  title: `step ${text}`,
  args: ['-e', `for (let i = 0; i < 50; i++) console.log('${text} chunk ' + i); console.error('[PLUGIN_TIMINGS] warning')`],
});
const failing: BuildStep = { title: 'step broken', args: ['-e', "console.error('the real error'); process.exit(3)"] };

afterEach(() => vi.restoreAllMocks());

describe('the build steps, as npm start prints them', () => {
  it('prints one line a step and a last line, none of the tools’ chatter', async () => {
    const lines: string[] = [];
    const ok = await runBuild({ steps: [chatty('a'), chatty('b')], log: (line) => lines.push(line) });
    expect(ok).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Build 1\/2: step a \(\d+ s\)$/);
    expect(lines[1]).toMatch(/^Build 2\/2: step b \(\d+ s\)$/);
    expect(lines[2]).toMatch(/^Web app built in \d+ s$/);
  });

  it('a failing step shows what it wrote and stops the build', async () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    const lines: string[] = [];
    const ok = await runBuild({ steps: [failing, chatty('never')], log: (line) => lines.push(line) });
    expect(ok).toBe(false);
    expect(written.join('')).toContain('the real error');
    expect(lines).toEqual([expect.stringMatching(/^Build 1\/2: step broken FAILED after \d+ s$/)]);
  });
});
