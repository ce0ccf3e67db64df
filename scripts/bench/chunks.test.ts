import path from 'node:path';
import type { UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The app's build settings, as `vite build` reads them for the browser or for the server-side bundle. */
async function buildConfig(isSsrBuild = false): Promise<UserConfig> {
  const { default: config } = await import('../../vite.config');
  return typeof config === 'function'
    ? await config({ command: 'build', mode: 'production', isSsrBuild, isPreview: false })
    : config;
}

async function outputOptions(isSsrBuild = false) {
  const output = (await buildConfig(isSsrBuild)).build?.rolldownOptions?.output;
  return Array.isArray(output) ? output[0] : output;
}

describe("the build's chunks", () => {
  it('puts what every page loads beside the entry, and the parts of every form field, in one file', async () => {
    const splitting = (await outputOptions())?.codeSplitting;
    const group = typeof splitting === 'object' ? splitting.groups?.find((each) => each.name === 'common') : undefined;
    expect(group?.test).toBeInstanceOf(RegExp);
    const captures = (file: string) => (group?.test as RegExp).test(path.join(root, file));
    for (const file of [
      'ui/Stack/Stack.tsx',
      'ui/Inline/Inline.tsx',
      'ui/Tiles/Tiles.css.ts',
      'ui/Text/Text.tsx',
      'ui/Link/Link.tsx',
      'ui/Icon/StrokeIcon.tsx',
      'client/http.ts',
      'ui/Field/Field.css.ts',
      'node_modules/react-aria-components/dist/private/Text.mjs',
      'node_modules/react-aria/dist/private/utils/useSlot.mjs',
      'node_modules/react-aria/dist/private/visually-hidden/VisuallyHidden.mjs',
    ]) {
      expect(captures(file), file).toBe(true);
    }
    // Box carries sprinkles' runtime (stories only); the site's brand icons, a kind of field or a
    // feature is loaded by some pages only.
    for (const file of [
      'ui/Box/Box.tsx',
      'ui/Icon/brandIcons.tsx',
      'ui/TextField/TextField.tsx',
      'node_modules/react-aria-components/dist/private/TextField.mjs',
      'client/http.test.ts',
      'features/catalogue/ProductCard.tsx',
    ]) {
      expect(captures(file), file).toBe(false);
    }
  }, 60_000);

  it("names the browser's scripts by their content hash alone, and the server-side bundle's by name", async () => {
    const browser = await outputOptions();
    expect(browser?.entryFileNames).toBe('assets/[hash].js');
    expect(browser?.chunkFileNames).toBe('assets/[hash].js');
    // scripts/build/prerender.ts loads dist/ssr/prerender.js by its name.
    const server = await outputOptions(true);
    expect(server?.entryFileNames).toBeUndefined();
  }, 60_000);
});
