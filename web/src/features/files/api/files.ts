/**
 * Marketing folders and files (docs/api-campaigns.md § Marketing files). Everyone lists and downloads
 * what their tier sees; HQ and staff who post content keep the folders and files.
 */
import useSWR from 'swr';
import { api, requestFile, type DownloadedFile } from '@/lib/api';
import type { Schema, Sent } from '@/lib/schema';
import { uploadWithProgress } from '@/lib/upload';

export type MarketingFolder = Sent<Schema<'MarketingFolder'>>;
export type MarketingFile = Sent<Schema<'MarketingFile'>>;
export type FolderInput = Schema<'FolderInput'>;
export type Deleted = Sent<Schema<'Deleted'>>;

export const FOLDERS_KEY = '/api/marketing/folder';
export const FILES_PATH = '/api/marketing/file';
export const filesKey = (folderId: number) => `${FILES_PATH}?folderId=${folderId}`;

/** meta.error of a folder delete refused because the folder still holds files (409). */
export const FOLDER_HAS_FILES = 'folder_has_files';

/** The folders the user sees, by name, each with its file count. */
export const useFolders = () => useSWR<MarketingFolder[]>(FOLDERS_KEY);
/** A folder's files, newest first (null: none asked). Another tier's folder, or a deleted one, is a 404. */
export const useFolderFiles = (folderId: number | null) => useSWR<MarketingFile[]>(folderId == null ? null : filesKey(folderId));

export const saveFolder = (input: FolderInput) => api.post<MarketingFolder>('/api/marketing/folder/store', input);
/** Without `force` a folder holding files answers 409 FOLDER_HAS_FILES; with it, its files go too. */
export const deleteFolder = (id: number, force = false) =>
  api.del<Deleted>('/api/marketing/folder/delete', { params: force ? { id, force: true } : { id } });

export interface FileUpload {
  folderId: number;
  name: string;
  description: string;
  file: File;
}

/** Sends the file as multipart (`folderId`, `name`, `description`, `file`), reporting the share sent (0–1). */
export function uploadFile(input: FileUpload, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<MarketingFile> {
  const form = new FormData();
  form.append('folderId', String(input.folderId));
  form.append('name', input.name);
  form.append('description', input.description);
  form.append('file', input.file);
  return uploadWithProgress<MarketingFile>(`${FILES_PATH}/store`, form, { onProgress, signal });
}

export const deleteFile = (id: number) => api.del<Deleted>(`${FILES_PATH}/delete`, { params: { id } });

/** The file's bytes, fetched with the sign-in token (a download link could not carry it). */
export const downloadFile = (id: number): Promise<DownloadedFile> => requestFile(`${FILES_PATH}/download`, { id });
