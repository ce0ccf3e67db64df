import { describe, expect, it } from 'vitest';
import { fileError, fileErrors, isAcceptedType, maxFileBytes, screenFiles, uploadHint } from './fileRules';

const images = ['image/*'];
const png = (size = 1000, name = 'logo.png') => ({ name, type: 'image/png', size });

describe('uploadHint', () => {
  it('states the formats, the size limit and the number of files', () => {
    expect(uploadHint(5)).toBe('SVG, PNG, JPG < 5MB (MAX of 5)');
    expect(uploadHint(1)).toBe('SVG, PNG, JPG < 5MB (MAX of 1)');
    expect(uploadHint(5, ['image/png', 'image/jpeg', 'image/gif', 'image/webp'])).toBe('PNG, JPG < 5MB (MAX of 5)');
  });
});

describe('isAcceptedType', () => {
  it.each([
    ['image/png', true],
    ['image/jpeg', true],
    ['image/svg+xml', true],
    ['IMAGE/PNG', true],
    ['application/pdf', false],
    ['text/plain', false],
    ['', false],
  ])('%s is an image: %s', (type, expected) => {
    expect(isAcceptedType(type, images)).toBe(expected);
  });

  it('matches exact types too', () => {
    expect(isAcceptedType('image/png', ['image/png', 'image/jpeg'])).toBe(true);
    expect(isAcceptedType('image/gif', ['image/png', 'image/jpeg'])).toBe(false);
  });
});

describe('fileError', () => {
  it('accepts an image up to 5 MB exactly', () => {
    expect(maxFileBytes).toBe(5 * 1024 * 1024);
    expect(fileError(png(maxFileBytes), images)).toBeNull();
  });

  it('refuses an image one byte over 5 MB', () => {
    expect(fileError(png(maxFileBytes + 1), images)).toBe('File size is too large. Please upload a file less than 5MB.');
  });

  it('refuses what is not an image, whatever its size', () => {
    expect(fileError({ type: 'application/pdf', size: 10 }, images)).toBe('File type not supported. Please upload a image file.');
    expect(fileError({ type: 'application/pdf', size: maxFileBytes * 2 }, images)).toBe(fileErrors.type);
  });
});

describe('screenFiles', () => {
  it('keeps files that fit, in order', () => {
    const files = [png(1, 'a.png'), png(2, 'b.png')];
    expect(screenFiles(files, { room: 5, maxFiles: 5, acceptedFileTypes: images })).toEqual({ accepted: files, errors: [] });
  });

  it('takes as many as there is room for and says why the rest were left out', () => {
    const files = [png(1, 'a.png'), png(2, 'b.png'), png(3, 'c.png')];
    const result = screenFiles(files, { room: 2, maxFiles: 5, acceptedFileTypes: images });
    expect(result.accepted.map((file) => file.name)).toEqual(['a.png', 'b.png']);
    expect(result.errors).toEqual(['Too many files. You can upload at most 5 files.']);
  });

  it('speaks of one file in single-file mode', () => {
    const result = screenFiles([png()], { room: 0, maxFiles: 1, acceptedFileTypes: images });
    expect(result.accepted).toEqual([]);
    expect(result.errors).toEqual(['Too many files. You can upload at most 1 file.']);
  });

  it('gives each reason once, and invalid files take no room', () => {
    const files = [
      { name: 'cv.pdf', type: 'application/pdf', size: 1 },
      { name: 'notes.txt', type: 'text/plain', size: 1 },
      png(maxFileBytes + 1, 'huge.png'),
      png(1, 'ok.png'),
    ];
    const result = screenFiles(files, { room: 1, maxFiles: 5, acceptedFileTypes: images });
    expect(result.accepted.map((file) => file.name)).toEqual(['ok.png']);
    expect(result.errors).toEqual([fileErrors.type, fileErrors.size]);
  });
});
