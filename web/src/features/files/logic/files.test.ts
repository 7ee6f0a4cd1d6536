import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { MAX_FILE_BYTES, fileProblem, fileRefusal, folderParam, formatSize, holdsFiles, isImageKind, isNotFound, kindLabel, stemOf, tierNames } from './files';

const f = (name: string, type: string, size = 100) => ({ name, type, size });

describe('marketing files logic', () => {
  it('takes JPG, PNG and PDF up to 20 MB, by type or, when the browser names none, by extension', () => {
    expect(fileProblem(f('a.jpg', 'image/jpeg'))).toBeNull();
    expect(fileProblem(f('a.jpeg', 'image/jpeg'))).toBeNull();
    expect(fileProblem(f('a.PNG', 'image/png'))).toBeNull();
    expect(fileProblem(f('a.pdf', 'application/pdf', MAX_FILE_BYTES))).toBeNull();
    expect(fileProblem(f('a.pdf', ''))).toBeNull();
    expect(fileProblem(f('a.pdf', 'application/octet-stream'))).toBeNull();
    expect(fileProblem(f('a.gif', 'image/gif'))).toBe('badType');
    expect(fileProblem(f('a.gif.png', 'image/gif'))).toBe('badType');
    expect(fileProblem(f('a.docx', ''))).toBe('badType');
    expect(fileProblem(f('a', ''))).toBe('badType');
    expect(fileProblem(f('a.pdf', 'application/pdf', MAX_FILE_BYTES + 1))).toBe('tooLarge');
    expect(fileProblem(f('a.pdf', 'application/pdf', 25 * 1024 * 1024))).toBe('tooLarge');
    expect(fileProblem(f('a.png', 'image/png', 0))).toBe('empty');
  });

  it('writes sizes for people', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(348160)).toBe('340 KB');
    expect(formatSize(2516582)).toBe('2.4 MB');
    expect(formatSize(3 * 1024 * 1024)).toBe('3 MB');
    expect(formatSize(15.6 * 1024 * 1024)).toBe('16 MB');
    expect(formatSize(2516582, 'id')).toBe('2,4 MB');
    expect(formatSize(5 * 1024 ** 4)).toBe('5,120 GB');
  });

  it('reads the folder in the address', () => {
    expect(folderParam(null)).toBeNull();
    expect(folderParam('')).toBeNull();
    expect(folderParam('12')).toBe(12);
    expect(folderParam('0')).toBe('invalid');
    expect(folderParam('-1')).toBe('invalid');
    expect(folderParam('1.5')).toBe('invalid');
    expect(folderParam('abc')).toBe('invalid');
  });

  it('names the tiers of a folder by rank, every tier when none', () => {
    const tiers = [
      { level_id: 1, levelName: 'Gold' },
      { level_id: 2, levelName: 'Silver' },
    ];
    expect(tierNames([], tiers)).toBeNull();
    expect(tierNames([2, 1], tiers)).toEqual(['Gold', 'Silver']);
    expect(tierNames([9, 2], tiers)).toEqual(['Silver', '#9']);
    expect(tierNames([2], undefined)).toEqual(['#2']);
  });

  it('tells the kinds, names and refusals apart', () => {
    expect(kindLabel('pdf')).toBe('PDF');
    expect(isImageKind('jpg')).toBe(true);
    expect(isImageKind('png')).toBe(true);
    expect(isImageKind('pdf')).toBe(false);
    expect(stemOf('Price list.pdf')).toBe('Price list');
    expect(stemOf('archive.tar.gz')).toBe('archive.tar');
    expect(stemOf('.pdf')).toBe('.pdf');
    expect(isNotFound(new ApiError({ status: 404, message: 'Not found' }))).toBe(true);
    expect(isNotFound(new ApiError({ status: 500, message: 'x' }))).toBe(false);
    expect(holdsFiles(new ApiError({ status: 409, message: 'x', error: 'folder_has_files' }))).toBe(true);
    expect(holdsFiles(new ApiError({ status: 409, message: 'x', error: 'other' }))).toBe(false);
    const generic = 'Something went wrong';
    expect(fileRefusal(new ApiError({ status: 413, message: 'Too big for us.' }), generic)).toBe('Too big for us.');
    expect(fileRefusal(new ApiError({ status: 413, message: generic }), generic)).toBe('files.upload.tooLarge');
    expect(fileRefusal(new ApiError({ status: 415, message: generic }), generic)).toBe('files.upload.badType');
    expect(fileRefusal(new ApiError({ status: 422, message: 'Invalid input' }), generic)).toBeNull();
  });
});
