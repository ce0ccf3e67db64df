/**
 * Runs before every story test in the browser (the `storybook` Vitest project).
 * addon-vitest applies .storybook/preview by itself; this file adds visual regression:
 * a story with `parameters.visual` is screenshotted after its play function and compared,
 * strictly, with the PNG baseline committed beside the story file.
 */
import { configure } from 'storybook/test';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import baseline from './visual-baseline.json';

// findBy* waits up to 5 s, not 1 s: the first story of a file also waits for its modules to
// load, which takes seconds on a busy 2-core CI machine. A missing element still fails.
configure({ asyncUtilTimeout: 5000 });

/** The full browser version (the user-agent string carries only the major). */
async function browserVersion(): Promise<string> {
  const data = (
    navigator as Navigator & {
      userAgentData?: {
        getHighEntropyValues(hints: string[]): Promise<{ fullVersionList?: { brand: string; version: string }[] }>;
      };
    }
  ).userAgentData;
  const list = (await data?.getHighEntropyValues(['fullVersionList']))?.fullVersionList ?? [];
  return list.find((entry) => /Chrom/.test(entry.brand))?.version ?? 'unknown';
}

/** Screenshots must not depend on timing: no animation, transition or blinking caret. */
function freezeMotion() {
  if (document.getElementById('freeze-motion')) return;
  const style = document.createElement('style');
  style.id = 'freeze-motion';
  style.textContent = `*, *::before, *::after {
    animation: none !important; transition: none !important; caret-color: transparent !important;
  }`;
  document.head.append(style);
}

afterEach(async (context) => {
  const story = (context as { story?: { id: string; parameters: { visual?: boolean } } }).story;
  if (!story?.parameters.visual) return;
  freezeMotion();
  await document.fonts.ready;
  const name = story.id.split('--')[1] ?? story.id;
  try {
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name);
  } catch (error) {
    const chromiumVersion = await browserVersion();
    if (chromiumVersion === baseline.chromium) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Screenshot baselines were made with Chromium ${baseline.chromium}, but this is Chromium ${chromiumVersion}. ` +
        `If the difference is only the browser, run \`npm run test:visual:update\` and commit the PNGs.\n${message}`,
    );
  }
});
