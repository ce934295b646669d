import { renderMarkdown } from './markdown';
import * as styles from './Prose.css';

/**
 * The owner's Markdown as a page shows it (an article, the terms): rendered at build time into
 * plain HTML (./markdown.ts), in which nothing of his text is ever markup of its own.
 */
export function Prose({ markdown }: { markdown: string }) {
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: renderMarkdown(markdown) }} />;
}
