import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const ui = path.resolve(here, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const importsTiptap = /(from\s+|import\s*\(\s*|^\s*import\s+)['"]@tiptap\//m;
const importsImplStatically = /from\s+['"][^'"]*RichTextEditorImpl['"]|^\s*import\s+['"][^'"]*RichTextEditorImpl['"]/m;

describe('the rich text editor loads tiptap lazily', () => {
  const files = sourceFiles(ui);

  it('finds the ui sources', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('has tiptap imported by RichTextEditorImpl.tsx only', () => {
    const importers = files.filter((file) => importsTiptap.test(readFileSync(file, 'utf8')));
    expect(importers.map((file) => path.relative(ui, file))).toEqual([path.join('RichTextEditor', 'RichTextEditorImpl.tsx')]);
  });

  it('has no module import RichTextEditorImpl statically', () => {
    const importers = files.filter((file) => importsImplStatically.test(readFileSync(file, 'utf8')));
    expect(importers.map((file) => path.relative(ui, file))).toEqual([]);
  });

  it('has RichTextEditor.tsx load it with a dynamic import', () => {
    const wrapper = readFileSync(path.join(here, 'RichTextEditor.tsx'), 'utf8');
    expect(wrapper).toMatch(/lazy\(\s*\(\)\s*=>\s*import\(\s*['"]\.\/RichTextEditorImpl['"]\s*\)\s*\)/);
  });
});
