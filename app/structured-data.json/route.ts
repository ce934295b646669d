import { jsonLdByRoute } from '@/app/structuredData';

// Written once at build time to out/structured-data.json: each route's graph by path, as the
// JSON text to inline (`<` escaped). The post-build step inlines each into its page's <head> as
// JSON-LD: rendered by a component it would travel twice, in the HTML and again in the React
// payload, and a page's HTML must fit one round trip.
export const dynamic = 'force-static';

export function GET() {
  return new Response(JSON.stringify(jsonLdByRoute()), { headers: { 'Content-Type': 'application/json' } });
}
