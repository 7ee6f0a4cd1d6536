/**
 * The browser's check of a file before it is uploaded (the server checks again, reading the type from the
 * content): its type — the browser's, or its name's extension when the browser gives none — and its size.
 */

/** The upload limit of the pictures and attachments (a store's logo and banners, the news feed, campaigns). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
/** The file input's `accept` for IMAGE_TYPES. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

export type FileProblem = 'badType' | 'tooLarge' | 'empty';

function typeFromName(name: string): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  switch (ext) {
    case 'jpg':
    case 'jpeg':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'pdf':
      return 'application/pdf';
    default:
      return null;
  }
}

/** What is wrong with a picked file, or null when it may be sent. */
export function fileProblem(file: Pick<File, 'type' | 'size' | 'name'>, allowed: readonly string[], maxBytes = MAX_UPLOAD_BYTES): FileProblem | null {
  const type = file.type || typeFromName(file.name);
  if (!type || !allowed.includes(type)) return 'badType';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}

/** Whether a file (by its name or URL) is a JPEG or PNG that can be shown inline. */
export function isImageFile(nameOrUrl: string | null | undefined): boolean {
  return /\.(jpe?g|png)$/i.test((nameOrUrl ?? '').split(/[?#]/)[0]);
}
