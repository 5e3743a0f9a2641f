/** Files in the database (docs/files.md): uploads are read, sniffed, stored and served here only. */
export { MAX_UPLOAD_BYTES, ALLOWED_TYPES, FileTooLargeError, sniff, type UploadExt } from './sniff';
export { readUpload, type Upload } from './upload';
export { saveFile, readFile, sendFile, deleteFile, parseFileId, FILE_ID, type FilePurpose, type StoredFile, type NewFile } from './service';
export { importLegacyFiles } from './legacyImport';
