/** The payment receipt the agent uploads: JPEG or PNG, at most 10 MB (spec §5), checked before sending. */
export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;
export const RECEIPT_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

const TYPES = ['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png'];
const EXTENSIONS = /\.(jpe?g|png)$/i;

/** null when the file may be sent, else the locale key saying why not. */
export function receiptProblem(file: Pick<File, 'name' | 'type' | 'size'> | null | undefined): string | null {
  if (!file) return 'shop.receipt.errors.required';
  // Some phones send no type: the name decides then (the server checks the content anyway).
  const typeOk = file.type ? TYPES.includes(file.type.toLowerCase()) : EXTENSIONS.test(file.name);
  if (!typeOk) return 'shop.receipt.errors.type';
  if (file.size <= 0) return 'shop.receipt.errors.empty';
  if (file.size > MAX_RECEIPT_BYTES) return 'shop.receipt.errors.size';
  return null;
}

/** 2_411_724 → '2.3 MB'; 5120 → '5 KB'. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
