// The transcripts' list in the CMS, by the episodes' titles. Decap names an entry of a list by a
// field of its own, and a transcript keeps its episode's address (`carve-outs-day-1-…`), so the
// list read like file names. Each is named here by its episode's title, as he picks it in the
// form: the options of the transcripts' episode field, in the CMS's configuration. Run in the
// CMS's page (./checks.ts); Decap redraws the list, and each drawing is named again.

/** The episodes' titles by their addresses, from the CMS's configuration (the transcripts' episode field). */
export function titlesOf(config: unknown): Map<string, string> {
  const named = (list: unknown, name: string): unknown => (Array.isArray(list) ? list.find((each) => Reflect.get(Object(each), 'name') === name) : undefined);
  const episode = named(Reflect.get(Object(named(Reflect.get(Object(config), 'collections'), 'transcripts')), 'fields'), 'episode');
  const options: unknown = Reflect.get(Object(episode), 'options');
  return new Map(
    (Array.isArray(options) ? options : []).map((option) => [String(Reflect.get(Object(option), 'value')), String(Reflect.get(Object(option), 'label'))]),
  );
}

/** Names each entry of the transcripts' list in `root` by its episode's title, as Decap draws and redraws it. */
export function listTranscriptsByTitle(root: Document, titles: ReadonlyMap<string, string>): void {
  const name = () => {
    for (const link of root.querySelectorAll('a[href*="/collections/transcripts/entries/"]')) {
      const texts = root.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        const title = titles.get(text.nodeValue?.trim() ?? '');
        if (title) text.nodeValue = title;
      }
    }
  };
  name();
  new MutationObserver(name).observe(root.body, { childList: true, subtree: true, characterData: true });
}
