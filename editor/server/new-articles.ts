// A new article's page ready when /blog lists it. Next's development server keeps the addresses
// an article page had when it was first asked for (its `generateStaticParams`, with
// `dynamicParams = false`), answers from them, and only then asks again in the background: a new
// article answered 404 while /blog, read on each request, listed it. So before the editor hands
// any page to Next, it asks Next itself for each newly published article until the answer is no
// longer that 404 (at most `articleReadyWithinMs`), once per article.
import { articlePaths } from '#model/insights.ts';

/** The header that marks the editor's own requests, handed to Next as they are. */
export const ownRequest = 'x-oj-editor-warm';
/** How long the editor waits for Next to answer a newly published article as itself. */
export const articleReadyWithinMs = 30_000;

/** `ready()` resolves once every article published now answers at `origin` as itself, not as the 404 Next kept. */
export function articlesReady(origin: string, basePath: string): () => Promise<void> {
  const known = new Set<string>(articlePaths());
  const asking = new Map<string, Promise<void>>();
  const ask = async (path: string) => {
    const until = Date.now() + articleReadyWithinMs;
    while (Date.now() < until) {
      const answer = await fetch(`${origin}${basePath}${path}`, { headers: { accept: 'text/html', [ownRequest]: '1' } }).catch(() => undefined);
      await answer?.arrayBuffer();
      if (answer && answer.status !== 404) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    known.add(path);
  };
  return async () => {
    const fresh = articlePaths().filter((path) => !known.has(path));
    for (const path of fresh)
      if (!asking.has(path))
        asking.set(
          path,
          ask(path).finally(() => asking.delete(path)),
        );
    await Promise.all(fresh.map((path) => asking.get(path)));
  };
}
