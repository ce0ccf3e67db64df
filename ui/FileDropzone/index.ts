export { FileDropzone, type FileDropzoneProps } from './FileDropzone';
export { type FileOrdering } from './OrderedFiles';
export { type UploadedFile, type UploadFn, type UploadOptions } from './useFileUploads';
export { fileErrors, maxFileBytes, uploadHint } from './fileRules';
