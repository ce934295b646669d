import type { Graph } from 'schema-dts';
import { serializeJsonLd } from '@/app/structuredData';

/** Structured data for crawlers, escaped as Next's JSON-LD guide says. */
export function JsonLd({ data }: { data: Graph }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
