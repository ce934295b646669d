import { profileGraph, serializeJsonLd } from '@/app/structuredData';

// Written once at build time to out/structured-data.json. The post-build step inlines it into
// the home page's <head> as JSON-LD: rendered by a component it would travel twice, in the
// HTML and again in the React payload, and the home page's HTML must fit one round trip.
export const dynamic = 'force-static';

export function GET() {
  return new Response(serializeJsonLd(profileGraph()), { headers: { 'Content-Type': 'application/ld+json' } });
}
