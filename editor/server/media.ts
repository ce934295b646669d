// The CMS's media window: his photos alone (never the refresh's list beside them), a HEIC as its JPEG
// under the file's own name and id, so choosing it names the HEIC.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { photoFileName } from '#model/schema/fields.ts';
import { photoPaths } from '../../scripts/pipeline/photo-files.ts';
import { viewable } from '../../scripts/pipeline/photos.ts';
import { projectPath, record } from './guard.ts';

/** A photo as the media window reads it (and as decap-server answers a saved one): its file's id and name, and what the browser draws. */
export async function mediaFile(root: string, path: string) {
  const bytes = await readFile(join(root, path));
  const drawn = await viewable(bytes, join(root, photoPaths.cacheDir));
  return { id: createHash('sha256').update(bytes).digest('hex'), content: drawn.toString('base64'), encoding: 'base64', path, name: posix.basename(path) };
}

/** The photos of a folder (its files with a photo's name; no folder, no link: the guard refused those). */
async function photosIn(root: string, folder: string): Promise<string[]> {
  const entries = await readdir(join(root, folder), { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile() && photoFileName.test(entry.name)).map((entry) => `${folder}/${entry.name}`);
}

/** The editor's answers to the CMS's reads of its media window; any other action goes on. */
export function media(root: string) {
  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    const { action, params } = record(request.body);
    if (action === 'getMedia') {
      const folder = projectPath(record(params).mediaFolder) ?? '';
      response.json(await Promise.all((await photosIn(root, folder)).map((path) => mediaFile(root, path))));
    } else if (action === 'getMediaFile') response.json(await mediaFile(root, projectPath(record(params).path) ?? ''));
    else next();
  };
}
