/** Checks of an image before upload (the server checks again, by content). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png';
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Extra product images besides the cover (spec §9). */
export const MAX_EXTRA_IMAGES = 3;

/** A locale key naming what is wrong with the file, or null when it may be sent. */
export function imageProblem(file: Pick<File, 'type' | 'size' | 'name'>): string | null {
  const type = file.type || (/\.(jpe?g)$/i.test(file.name) ? 'image/jpeg' : /\.png$/i.test(file.name) ? 'image/png' : '');
  if (type !== 'image/jpeg' && type !== 'image/png') return 'catalogue.images.badType';
  if (file.size === 0) return 'catalogue.images.empty';
  if (file.size > MAX_IMAGE_BYTES) return 'catalogue.images.tooLarge';
  return null;
}
