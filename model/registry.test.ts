/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import type * as RegistryModule from './registry';

// A page is an entry in model/registry.ts, its data file, its schema and its page.tsx: the
// entry alone puts it in the route list, the header's and footer's links, the sitemap, the
// structured data, the build's check of the data files and the CMS. Shown with an entry added to the registry here.

const faqFile = z.object({ heading: z.string().describe('Heading of the page') });
const faq = { heading: 'Questions and answers' };

function withFaqPage() {
  let derived:
    | {
        routes: typeof import('./routes');
        sitemap: typeof import('@/app/sitemap');
        dataFiles: typeof import('./schema/dataFiles');
        cms: typeof import('./schema/cms');
        structuredData: typeof import('@/app/structuredData');
      }
    | undefined;
  jest.isolateModules(() => {
    const actual = jest.requireActual<typeof RegistryModule>('./registry');
    const registry = {
      ...actual.registry,
      faq: { route: { path: '/faq', label: 'Questions', in: ['footer'], built: 'always', priority: 0.3 }, content: { schema: faqFile, cms: 'Questions page' } },
    };
    // The one loader, over the registry with the entry; its data file, as read from disk.
    const loadContent = (name: keyof typeof registry, data: unknown) => (registry[name] as RegistryModule.Entry).content?.schema.parse(data);
    jest.doMock('./registry', () => ({ ...actual, registry, loadContent }));
    jest.doMock('node:fs', () => {
      const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
      return {
        ...fs,
        readFileSync: (file: string, ...rest: unknown[]) =>
          String(file).endsWith('content/faq.json') ? JSON.stringify(faq) : (fs.readFileSync as (...args: unknown[]) => unknown)(file, ...rest),
      };
    });
    derived = {
      routes: jest.requireActual('./routes'),
      sitemap: jest.requireActual('@/app/sitemap'),
      dataFiles: jest.requireActual('./schema/dataFiles'),
      cms: jest.requireActual('./schema/cms'),
      structuredData: jest.requireActual('@/app/structuredData'),
    };
  });
  return derived!;
}

describe('an entry in the registry', () => {
  const { routes, sitemap, dataFiles, cms, structuredData } = withFaqPage();

  it('makes its path a route, with its priority, and no longer a link to the not-found page', () => {
    expect(routes.routes.map((route) => route.path)).toContain('/faq');
    expect(routes.unbuiltPaths).not.toContain('/faq');
    expect(routes.labelOf('/faq' as Parameters<typeof routes.labelOf>[0])).toBe('Questions');
  });

  it('links it where it says, under its label', () => {
    expect(routes.linksIn('footer')).toContainEqual({ label: 'Questions', href: '/faq' });
  });

  it('describes it to crawlers as a page about the person', () => {
    const nodes = structuredData.graphsByRoute()['/faq' as keyof ReturnType<typeof structuredData.graphsByRoute>]['@graph'] as {
      '@type': string;
      name?: string;
    }[];
    expect(nodes).toEqual([expect.objectContaining({ '@type': 'WebPage', name: 'Questions' }), expect.objectContaining({ '@type': 'Person' })]);
  });

  it('lists it in the sitemap', async () => {
    expect((await sitemap.default()).map((entry) => new URL(entry.url).pathname)).toContain('/faq');
  });

  it('has its data file checked by the build against its schema', () => {
    const checked = dataFiles.dataFiles['content/faq.json' as keyof typeof dataFiles.dataFiles];
    expect(Object.keys(checked.def.shape)).toEqual(Object.keys(faqFile.def.shape)); // its schema, with the check of its links to the site's pages
    expect(dataFiles.problemsOf('content/faq.json', '{"heading": 7}', checked)).toEqual([expect.stringMatching(/^content\/faq\.json: heading: /)]);
  });

  it('gives it a page in the CMS, with its label, its fields and its View Live link', () => {
    const file = cms.cmsCollection().files.find((entry) => (entry.file as string) === 'content/faq.json');
    expect(file).toMatchObject({
      label: 'Questions page',
      preview_path: 'faq',
      fields: [expect.objectContaining({ name: 'heading', label: 'Heading of the page' })],
    });
  });
});

describe('the registry as shipped', () => {
  const { registry, loadContent } = jest.requireActual<typeof RegistryModule>('./registry');

  it('loads each data file through one loader, checked by its schema, naming the file and field of a mistake', () => {
    const about = JSON.parse(readFileSync('content/about.json', 'utf8'));
    expect(loadContent('about', about)).toEqual(registry.about.content.schema.parse(about));
    expect(() => loadContent('about', { ...about, values: [] })).toThrow(/content\/about\.json: values: /);
  });

  it('has a page.tsx for every page a build makes, and a data file for every entry with content', () => {
    const { contentPages } = jest.requireActual<typeof import('./published')>('./published');
    for (const [name, entry] of Object.entries(registry) as [string, RegistryModule.Entry][]) {
      if (entry.route && entry.route.built !== 'not yet') {
        const dir = `app${entry.route.path === '/' ? '' : entry.route.path}`;
        // A page made only sometimes has its own extension (next.config.mjs): page.collect.tsx, page.insights.tsx…
        const extension = {
          always: 'tsx',
          'while collecting': 'collect.tsx',
          'with content': `${contentPages[entry.route.path as keyof typeof contentPages]?.extension}.tsx`,
        }[entry.route.built];
        expect([name, existsSync(`${dir}/page.${extension}`)]).toEqual([name, true]);
      }
      if (entry.content) expect([name, existsSync(`content/${name}.json`)]).toEqual([name, true]);
    }
  });
});
