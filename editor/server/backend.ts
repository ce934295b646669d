// The CMS's local backend at /api/v1: every request held to the guard, saves and the media window
// ours, everything else decap-server's file-system backend.
import { readFileSync } from 'node:fs';
import decapServer from 'decap-server/dist/middlewares.js';
import express from 'express';
import { articleFiles } from '#model/insights.ts';
import { backendRefusal, deletedPaths, deletionRefusal, diskAt, oneFileMoves } from './guard.ts';
import { linkedArticle } from './entries.ts';
import { media } from './media.ts';
import { bodyLimit, saves, unreadableBody } from './saves.ts';

/** The backend for the project at `root` (decap-server reads and writes the working directory). */
export async function backendAt(root: string) {
  const backend = express();
  backend.use(express.json({ limit: bodyLimit }));
  const disk = diskAt(root);
  backend.use((request, response, proceed) => {
    const why =
      backendRefusal(request.body, disk) ??
      deletionRefusal(request.body, (file) => readFileSync(file, 'utf8'), articleFiles()) ??
      deletedPaths(request.body)
        .map((file) => linkedArticle('.', file))
        .find(Boolean);
    if (why) response.status(403).json({ error: `Not done: ${why}.` });
    else {
      oneFileMoves(request.body);
      proceed();
    }
  });
  // Saves are ours (whole or not at all, one at a time); the reads are decap-server's.
  backend.use(saves(root));
  // The media window's reads are ours too: his photos alone, a HEIC as its JPEG.
  backend.use(media(root));
  await decapServer.registerLocalFs(backend, { logLevel: 'warn' });
  backend.use(unreadableBody);
  return backend;
}
