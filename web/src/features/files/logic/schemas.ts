/** The marketing files forms' rules (the server checks the same: names required, its lengths). */
import { z } from 'zod';
import { DESCRIPTION_MAX, FILE_NAME_MAX, FOLDER_NAME_MAX } from './files';

export const uploadSchema = z.object({
  name: z.string().trim().min(1, 'errors.required').max(FILE_NAME_MAX, 'files.errors.fileNameTooLong'),
  description: z.string().max(DESCRIPTION_MAX, 'files.errors.descriptionTooLong'),
});
export type UploadValues = z.infer<typeof uploadSchema>;

export const folderSchema = z.object({
  name: z.string().trim().min(1, 'errors.required').max(FOLDER_NAME_MAX, 'files.errors.folderNameTooLong'),
  /** None: every tier. */
  tierIds: z.array(z.number().int()),
});
export type FolderValues = z.infer<typeof folderSchema>;
