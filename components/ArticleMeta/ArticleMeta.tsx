import { DateText } from '@/components/DateText/DateText';
import { readingMinutes, type PublishedArticle } from '#model/insights.ts';
import * as styles from './ArticleMeta.css';

/** An article's date and reading time: `24 November 2026 · 6 min read`. */
export function ArticleMeta({ article, readingTime }: { article: PublishedArticle; readingTime: string }) {
  return (
    <p className={styles.meta}>
      <DateText date={article.date} /> · {readingMinutes(article.body)} {readingTime}
    </p>
  );
}
