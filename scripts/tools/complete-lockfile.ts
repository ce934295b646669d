#!/usr/bin/env node
// The npm registry mirror of this workplace serves only the packages for its own platform, so
// `npm install` leaves other platforms' optional binaries (@next/swc-darwin-arm64...) out of
// package-lock.json, and `npm ci` then refuses the lock as out of sync. This adds the missing
// entries, with the `os`/`cpu`/`libc` a real registry would record, so `npm ci` works here and
// installs the right binary elsewhere. Run it after any `npm install` that changes the lock.
import { readFileSync, writeFileSync } from 'node:fs';

/** What this reads and writes of a lockfile's package entry; the rest is kept as it is. */
interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
}

const lockPath = new URL('../../package-lock.json', import.meta.url);
const lock: { packages: Record<string, LockEntry> } = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const osNames = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'netbsd', 'openbsd', 'aix'];
const cpuNames = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

/** Other spellings packages use in their names (workerd: `windows-64`). */
const aliases: Record<string, string> = { windows: 'win32', win: 'win32', 64: 'x64' };

function platformOf(name: string): { os?: string; cpu?: string; libc?: string } {
  const parts = (name.split('/').pop() ?? '').split('-').map((part) => aliases[part] ?? part);
  const os = parts.find((part) => osNames.includes(part));
  const cpu =
    parts.find((part) => cpuNames.includes(part)) ??
    (parts.includes('gnueabihf') || parts.includes('musleabihf') || parts.includes('eabi') ? 'arm' : undefined);
  const libc = parts.some((part) => part.startsWith('musl')) ? 'musl' : parts.some((part) => part.startsWith('gnu')) ? 'glibc' : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os || !cpu) continue; // not a platform binary: leave it to npm
    packages[`node_modules/${name}`] = {
      version,
      cpu: [cpu],
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      os: [os],
    };
    added += 1;
  }
}

const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional platform entries`);
