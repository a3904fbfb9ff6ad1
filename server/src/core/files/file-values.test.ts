import { describe, expect, it } from 'vitest';
import { defineModel } from '../model/define-model.js';
import { f } from '../model/fields.js';
import { applyFileValues, coerceFileValue, fileFieldNames, fileLocations, replacedLocations } from './file-values.js';
import { UploadedFile } from './uploaded-file.js';

const uploaded = new UploadedFile('2026/03/x-a.png', '/2026/03/x-a.png', {
  mimeType: 'image/png',
  size: 68,
  extension: 'png',
  width: 3,
  height: 2,
  provider: 'local',
});

/** An entity with a file field and the facts an upload fills (as the file-storage module's files have). */
const FileStorageFile = defineModel({
  module: 'test',
  segment: 'files',
  fields: { file: f.file({ required: true }), mimeType: f.text(), width: f.int(), height: f.int(), size: f.int(), extension: f.text(), alt: f.text(), provider: f.text() },
});

describe('coerceFileValue', () => {
  it.each(['/images/a.png', 'images/a.png', 'https://cdn.example.com/a.png', 'HTTP://x/y'])('takes %j as is', (value) => {
    expect(coerceFileValue(value, 'data.file')).toBe(value);
  });
  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', 'file:///etc/passwd', '', '  ', 42, {}, 'x'.repeat(3000)])('refuses %j', (value) => {
    expect(() => coerceFileValue(value, 'data.file')).toThrow('data.file: expected an uploaded file, a path or an http(s) url');
  });
  it('takes an upload stored by the server', () => expect(coerceFileValue(uploaded, 'data.file')).toBe(uploaded));
});

describe('applyFileValues', () => {
  it('finds the file fields of a declaration', () => expect(fileFieldNames(FileStorageFile)).toEqual(['file']));

  it("puts an upload's location in the field and its facts in theirs, over the client's claims", () => {
    expect(applyFileValues(FileStorageFile, { file: uploaded, mimeType: 'text/html', alt: 'A' })).toEqual({
      file: '/2026/03/x-a.png',
      alt: 'A',
      mimeType: 'image/png',
      size: 68,
      extension: 'png',
      width: 3,
      height: 2,
      provider: 'local',
    });
  });

  it('clears the facts of a replaced file that the client does not give again', () => {
    const current = { id: '1', file: '/2026/03/x-a.png', mimeType: 'image/png', width: 3 };
    expect(applyFileValues(FileStorageFile, { file: 'https://cdn.example.com/b.jpg', mimeType: 'image/jpeg' }, current)).toEqual({
      file: 'https://cdn.example.com/b.jpg',
      mimeType: 'image/jpeg',
      size: null,
      extension: null,
      width: null,
      height: null,
      provider: null,
    });
    expect(applyFileValues(FileStorageFile, { file: current.file, alt: 'same file' }, current)).toEqual({ file: current.file, alt: 'same file' });
    expect(applyFileValues(FileStorageFile, { alt: 'no file given' }, current)).toEqual({ alt: 'no file given' });
  });

  it('lists where a row points and what an update let go of', () => {
    const before = fileLocations(FileStorageFile, { id: '1', file: '/a.png' });
    expect(before).toEqual([{ field: 'file', location: '/a.png' }]);
    expect(replacedLocations(before, { id: '1', file: '/a.png' })).toEqual([]);
    expect(replacedLocations(before, { id: '1', file: '/b.png' })).toEqual(before);
  });
});
