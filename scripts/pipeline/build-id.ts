// The build id Next writes into every page (the React payload's "b") and names the folder of its
// manifests with (`_next/static/<id>/`). Next's own is random per build, so two builds of one
// commit differed in every page and in each page's CSP hashes, and every deploy invalidated every
// cached page. This one is a hash of what the build reads: the source files and the settings it
// is built with. Same sources, same id; any change, a new one.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesIn } from './files.ts';
import { buildVariableNames } from '#model/buildConfig.ts';

/** What a build reads: these folders (generated files in them are made from the rest), these files, these variables. */
export const buildInputs = {
  folders: ['app', 'components', 'content', 'hooks', 'lib', 'model', 'public', 'styles', 'types'],
  files: ['next.config.mjs', 'package-lock.json', 'tsconfig.json'],
  settings: buildVariableNames,
};

/** Every input file under `root`, in a stable order. */
export function inputFiles(root = '.', inputs = buildInputs) {
  const inFolders = inputs.folders
    .map((folder) => join(root, folder))
    .filter((folder) => existsSync(folder))
    .flatMap(filesIn);
  return [...inFolders, ...inputs.files.map((file) => join(root, file)).filter((file) => existsSync(file))].sort();
}

/** The build id: 20 characters of the inputs' hash. */
export function buildId(root = '.', env = process.env, inputs = buildInputs) {
  const hash = createHash('sha256');
  for (const file of inputFiles(root, inputs)) hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  for (const name of inputs.settings) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('base64url').slice(0, 20);
}
