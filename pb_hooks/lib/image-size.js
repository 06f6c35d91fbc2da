/* global toBytes, ValidationError -- JSVM globals not in the shared ESLint list */
// Decompression bombs: a 70 KB PNG can say 24000 × 24000 pixels, and its first thumbnail then
// took 13 s and 962 MB. Every newly uploaded file of every file field of the collections below is
// read from its header (PNG, JPEG, GIF, WebP; shared/image-size-core.cjs, the browser's copy of
// the check) and refused over 40 megapixels with a 400 on that field, naming the file. Files that
// are no picture (a .docx, the brochure PDF) are left to their own checks.
// tests/integration/image-upload-size.test.ts fails when a collection with an image field is
// missing from IMAGE_COLLECTIONS.

/** Every collection with a file field that takes pictures (see the migrations; users: avatar). */
const IMAGE_COLLECTIONS = ["courses", "currentAffairs", "settings", "users"];

/** Bigger files are not pictures this site takes (the largest image field allows 5 MB). */
const READ_LIMIT = 32 * 1024 * 1024;

/**
 * The problem with one uploaded file, or null (the whole file: a JPEG's size may sit late).
 * @param {typeof import("../../shared/image-size-core.cjs")} core
 * @param {filesystem.File} file
 * @returns {string | null}
 */
function fileProblem(core, file) {
  const reader = file.reader.open();
  try {
    const head = toBytes(reader, 12);
    if (!core.imageKindOf(head)) return null;
    reader.seek(0, 0);
    const bytes = toBytes(reader, Math.min(Number(file.size) || READ_LIMIT, READ_LIMIT));
    return core.imagePixelsProblem(String(file.originalName || file.name), core.imageSizeOfBytes(bytes));
  } finally {
    reader.close();
  }
}

/**
 * onRecordValidate body: after the fields' own checks, the pixel count of each new file.
 * @param {HookRecordEvent} e
 */
function checkImages(e) {
  const core = require(`${__hooks}/../shared/image-size-core.cjs`);
  const fields = e.record.collection().fields;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i];
    if (field.type() !== "file") continue;
    const name = field.getName();
    const files = e.record.getUnsavedFiles(name);
    for (const file of files) {
      if (!file) continue;
      const problem = fileProblem(core, file);
      if (problem) {
        throw new BadRequestError(problem, {
          [name]: new ValidationError("validation_image_too_many_pixels", problem),
        });
      }
    }
  }
}

module.exports = { IMAGE_COLLECTIONS, checkImages };
