// What the CMS page says while an uploaded photo is prepared (seconds to minutes): served by `npm run edit`, read every two seconds.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parsedOrNothing } from '#model/schema/load.ts';
import { refreshPhotoList } from '#model/schema/podcast.ts';
import { photoFilesIn } from '../../scripts/pipeline/photo-files.ts';

/** The photos being prepared, and those made ready by the last preparation. */
export interface PhotoStatus {
  preparing: string[];
  ready: string[];
}

/** His uploads the manifest lacks or that changed since; not the refresh's images. */
export function photosToPrepare(sourceDir: string, manifestFile: string): string[] {
  const written = existsSync(manifestFile) ? statSync(manifestFile).mtimeMs : 0;
  const manifest: unknown = written ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const known = new Set(Object.keys(Object(Reflect.get(Object(manifest), 'photos'))));
  const refreshList = join(sourceDir, refreshPhotoList);
  const listed: unknown = existsSync(refreshList) ? parsedOrNothing(readFileSync(refreshList, 'utf8')) : [];
  const refreshed = new Set(Array.isArray(listed) ? listed : []);
  return photoFilesIn(sourceDir).filter((file) => !refreshed.has(file) && (!known.has(file) || statSync(join(sourceDir, file)).mtimeMs > written));
}

/** The status in the owner's words; empty when there is nothing to say. Self-contained: the CMS's page runs it. */
export function photoStatusText({ preparing, ready }: PhotoStatus): string {
  const name = (files: readonly string[]) => (files.length === 1 ? `photo ${files[0]}` : `photos ${files.slice(0, -1).join(', ')} and ${files.at(-1)}`);
  if (preparing.length)
    return `Preparing your ${name(preparing)} for the site. Until ${preparing.length === 1 ? 'it is' : 'they are'} ready, pages show ${preparing.length === 1 ? 'it' : 'them'} as uploaded.`;
  return ready.length ? `Your ${name(ready)} ${ready.length === 1 ? 'is' : 'are'} ready on the site.` : '';
}

/** Shown only with something new since the page loaded; "Ready" fades after ten seconds, "preparing" stays. */
export function showPhotoStatus(url: string, textOf: (status: PhotoStatus) => string): void {
  const line = document.createElement('p');
  line.setAttribute('role', 'status');
  line.style.cssText =
    'position:fixed;left:16px;bottom:16px;z-index:9999;margin:0;max-width:30rem;padding:12px 16px;border-radius:8px;background:#14213d;color:#fff;font:15px/1.5 system-ui,sans-serif;transition:opacity 1s';
  line.hidden = true;
  document.body.append(line);
  let since = 0;
  let atLoad: string | undefined;
  const read = async () => {
    try {
      const status: PhotoStatus = await (await fetch(url, { cache: 'no-store' })).json();
      const text = textOf(status);
      atLoad ??= status.preparing.length ? '' : text;
      if (text === atLoad) line.hidden = true;
      else if (line.textContent !== text) [line.textContent, since] = [text, Date.now()];
      const shown = !!text && (status.preparing.length > 0 || Date.now() - since < 10_000);
      line.style.opacity = shown ? '1' : '0';
      if (text === atLoad) line.hidden = true;
      else if (!shown) setTimeout(() => (line.hidden = line.style.opacity === '0'), 1000);
      else line.hidden = false;
    } catch {
      line.hidden = true; // the editor has stopped
    }
    setTimeout(read, 2000);
  };
  void read();
}
