// Each save carries the version its entry was opened from (`base`), so the backend joins it with what
// was saved meanwhile or refuses it: a save never overwrites what it did not read. Runs before Decap.
import { localBackendPath } from '#model/schema/cms.ts';
import { showLine } from './line.ts';
import { keepClash } from './clash.ts';
import { list, record } from './values.ts';

/** The backend's answers that carry entries' texts. */
const reads = new Set(['entriesByFiles', 'entriesByFolder', 'getEntry']);

/** The entries a backend read answered with: each file's path and text. */
const entriesOf = (answer: unknown): [string, string][] =>
  list(answer).flatMap((each) => {
    const { data, file } = record(each);
    const { path } = record(file);
    return typeof data === 'string' && typeof path === 'string' ? [[path, data]] : [];
  });

/** Keeps the version of each entry the page has read, and sends it with each save of it; the page's `fetch` as it was before. */
export function keepVersions(page: Window): typeof fetch {
  const versions = new Map<string, string>();
  const fetchAsBefore = page.fetch.bind(page);
  page.fetch = async (input, init) => {
    const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (init?.method !== 'POST' || typeof init.body !== 'string' || !new URL(address, page.location.href).pathname.endsWith(localBackendPath))
      return fetchAsBefore(input, init);
    let body: Record<string, unknown>;
    try {
      body = record(JSON.parse(init.body));
    } catch {
      return fetchAsBefore(input, init);
    }
    const params = record(body.params);
    const saved = body.action === 'persistEntry' ? list(params.dataFiles ?? params.entry).map(record) : [];
    for (const file of saved) if (typeof file.path === 'string' && versions.has(file.path)) file.base = versions.get(file.path);
    const sent = saved.length ? { ...body, params: { ...params, ...(params.dataFiles ? { dataFiles: saved } : { entry: saved[0] }) } } : undefined;
    const response = await fetchAsBefore(input, sent ? { ...init, body: JSON.stringify(sent) } : init);
    if (sent && response.status === 409) {
      // A field another tab changed too: the save is kept, and he chooses (./clash.ts).
      const { error, clashes } = record(await response.clone().json());
      if (Array.isArray(clashes) && clashes.length)
        keepClash(
          page,
          { words: String(error), clashes: clashes.map(String), hash: page.location.hash, address: new URL(address, page.location.href).href, body: sent },
          fetchAsBefore,
        );
    }
    if (!response.ok) return response;
    if (reads.has(String(body.action))) for (const [path, text] of entriesOf(await response.clone().json())) versions.set(path, text);
    // What this form saved is what it holds now: the base of its next save.
    for (const { path, newPath, raw } of saved) if (typeof raw === 'string') versions.set(String(newPath ?? path), raw);
    if (saved.length) {
      const joined = list(record(await response.clone().json()).joinedWith).map(String);
      if (joined.length)
        showLine(
          page.document,
          'oj-joined-save',
          `Saved, together with what was saved in another tab or window meanwhile (${joined.join(', ')}): reload the editor to see both in this form.`,
        );
    }
    return response;
  };
  return fetchAsBefore;
}
