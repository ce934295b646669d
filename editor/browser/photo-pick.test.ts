import { readFileSync } from 'node:fs';
import { waitFor } from '@testing-library/react';
import { looksLikePhoto, refuseNonPhotos } from './photo-pick.ts';

// A file picked in the CMS's media window: a photo goes on to Decap, anything else is refused in words at once.

it('knows a photo by its first bytes: JPEG, PNG, WebP, TIFF, AVIF and a phone’s HEIC; nothing else', () => {
  const bytes = (...values: (number | string)[]) =>
    new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])));
  expect(looksLikePhoto(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
  expect(looksLikePhoto(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe(true);
  expect(looksLikePhoto(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe(true);
  expect(looksLikePhoto(new Uint8Array(readFileSync('scripts/test/phone.heic')))).toBe(true);
  expect(looksLikePhoto(bytes(0, 0, 0, 0x1c, 'ftypavif'))).toBe(true);
  for (const other of [bytes('<html>The download failed.</html>'), bytes('BM', 0x36, 0, 0, 0), bytes('GIF89a'), bytes('%PDF-1.7'), bytes()])
    expect(looksLikePhoto(other)).toBe(false);
});

it('hands a photo on to the page, and refuses anything else before the page hears of it', async () => {
  document.body.innerHTML = '<input type="file">';
  const input = document.querySelector('input')!;
  const heard: string[] = [];
  document.body.addEventListener('change', () => heard.push(input.files?.[0]?.name ?? ''));
  refuseNonPhotos(document);
  // A pick is answered once its first bytes are read: wait for the answer (the page hears of it, or a line says why not), not a guessed 50 ms a busy machine outlasted.
  const pick = async (file: File) => {
    const before = heard.length;
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(heard.length > before || document.querySelector('[role="alert"]')?.textContent?.includes(file.name)).toBe(true));
  };
  await pick(new File(['<html>The download failed.</html>'], 'broken-download.jpg'));
  expect(heard).toEqual([]);
  expect(document.querySelector('[role="alert"]')?.textContent).toBe(
    'This file is not a photo the site can use: choose a JPEG, PNG, WebP or a phone’s HEIC photo (broken-download.jpg).Close',
  );
  await pick(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'portrait.jpg'));
  expect(heard).toEqual(['portrait.jpg']);
  expect(document.querySelector('[role="alert"]')).toBeNull();
});
