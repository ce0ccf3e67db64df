/** The largest file a user may upload: 5 MB. */
export const maxFileBytes = 5 * 1024 * 1024;

export const fileErrors = {
  type: 'File type not supported. Please upload a image file.',
  size: 'File size is too large. Please upload a file less than 5MB.',
  tooMany: (maxFiles: number) => `Too many files. You can upload at most ${maxFiles} ${maxFiles === 1 ? 'file' : 'files'}.`,
} as const;

/** The hint under the picker: 'SVG, PNG, JPG < 5MB (MAX of 5)', without SVG where SVG is not accepted (photos). */
export function uploadHint(maxFiles: number, acceptedFileTypes: readonly string[] = ['image/*']): string {
  const kinds = isAcceptedType('image/svg+xml', acceptedFileTypes) ? 'SVG, PNG, JPG' : 'PNG, JPG';
  return `${kinds} < 5MB (MAX of ${maxFiles})`;
}

/** Whether a MIME type matches the accepted list ('image/png', or a family like 'image/*'). */
export function isAcceptedType(type: string, acceptedFileTypes: readonly string[]): boolean {
  const mime = type.toLowerCase();
  return acceptedFileTypes.some((accepted) => {
    const rule = accepted.toLowerCase();
    return rule.endsWith('/*') ? mime.startsWith(rule.slice(0, -1)) : mime === rule;
  });
}

/** Why one file cannot be uploaded, or null when it can. */
export function fileError(file: { type: string; size: number }, acceptedFileTypes: readonly string[]): string | null {
  if (!isAcceptedType(file.type, acceptedFileTypes)) return fileErrors.type;
  if (file.size > maxFileBytes) return fileErrors.size;
  return null;
}

export interface ScreenOptions {
  /** How many more files fit (maxFiles less the files already there). */
  room: number;
  maxFiles: number;
  acceptedFileTypes: readonly string[];
}

export interface Screened<F> {
  /** The files to upload, in the order given. */
  accepted: F[];
  /** What was wrong with the others, each message once. */
  errors: string[];
}

/** Splits newly chosen files into those to upload and the reasons for the rest. */
export function screenFiles<F extends { type: string; size: number }>(
  files: readonly F[],
  { room, maxFiles, acceptedFileTypes }: ScreenOptions,
): Screened<F> {
  const accepted: F[] = [];
  const errors = new Set<string>();
  for (const file of files) {
    const error = fileError(file, acceptedFileTypes);
    if (error) errors.add(error);
    else if (accepted.length >= room) errors.add(fileErrors.tooMany(maxFiles));
    else accepted.push(file);
  }
  return { accepted, errors: [...errors] };
}
