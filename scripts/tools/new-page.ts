#!/usr/bin/env node
// `npm run new:page -- <name>`: a new page of text at /<name>, in the recipe's four files (README, Recipes),
// with a placeholder the owner then edits in the CMS.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { reservedName } from '#model/reservedNames.ts';

/** The longest page name: an address people type and read. */
const maxName = 60;

/** The four files of a page named `name`, from the project's root. */
export const pageFiles = (name: string) => ({
  registry: 'model/registry.ts',
  data: `content/${name}.json`,
  schema: `model/schema/${name}.ts`,
  page: `app/${name}/page.tsx`,
});

/** `speaking-events` → `speakingEvents`: the name as a TypeScript identifier. */
const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
/** `speaking-events` → `Speaking Events`: the name as the navigation shows it. */
const title = (name: string) =>
  name
    .split('-')
    .map((word) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`)
    .join(' ');

/** Why `name` cannot be a new page here, or undefined if it can. */
export function refusal(name: string | undefined, root: string): string | undefined {
  if (!name) return "say the page's name: npm run new:page -- speaking";
  if (name.length > maxName) return `the name has ${name.length} characters; a page's name has at most ${maxName} (speaking, case-studies)`;
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name))
    return `"${name}" is not a page name: lowercase letters, digits and single hyphens, starting with a letter (speaking, case-studies)`;
  const reserved = reservedName(name);
  if (reserved) return `"${name}" is ${reserved}: choose another name`;
  const registry = readFileSync(join(root, pageFiles(name).registry), 'utf8');
  if (new RegExp(`^  ['"]?${name}['"]?: \\{`, 'm').test(registry) || registry.includes(`path: '/${name}'`)) return `the registry already has "${name}"`;
  const { data, schema, page } = pageFiles(name);
  // The page's folder, not only its page.tsx: a folder of that name is a route already.
  const taken = [data, schema, page].filter((file) => existsSync(join(root, file === page ? dirname(file) : file)));
  if (taken.length) return `${taken.join(', ')} already exist${taken.length === 1 ? 's' : ''}`;
  return undefined;
}

/** The registry with the page's schema imported and its entry last. */
export function withEntry(registry: string, name: string): string {
  const id = `${camel(name)}File`;
  const imports = [...registry.matchAll(/^import .* from '\.\/schema\/.*';$/gm)];
  const lastImport = imports.at(-1);
  const end = registry.indexOf('} as const satisfies Record<string, Entry>;');
  if (!lastImport || end < 0)
    throw new Error(
      'new:page: model/registry.ts no longer has the shape this command knows (its schema imports, then `} as const satisfies Record<string, Entry>;`)',
    );
  const afterImports = (lastImport.index ?? 0) + lastImport[0].length;
  const entry = [
    `  ${name.includes('-') ? `'${name}'` : name}: {`,
    `    route: { path: '/${name}', label: '${title(name)}', in: ['footer'], built: 'always', priority: 0.5 },`,
    `    content: { schema: ${id}, cms: '${title(name)} page' },`,
    '  },',
    '',
  ].join('\n');
  return `${registry.slice(0, afterImports)}\nimport { ${id} } from './schema/${name}.ts';${registry.slice(afterImports, end)}${entry}${registry.slice(end)}`;
}

/** The page's starting texts: a placeholder for each, and the contact page's photo behind its heading until the owner picks one. */
export function dataFile(name: string, photo: unknown): string {
  const data = {
    metaDescription: `${title(name)}: what OJ offers here, in a sentence of about 150 characters for search results and link previews.`,
    eyebrow: title(name),
    heading: title(name),
    intro: `A sentence under the heading: say in a line what this page is about.`,
    image: photo,
    text: `## A first heading\n\nThe page's text, in Markdown: ## headings, **bold**, lists and links. Edit it in the CMS, under “${title(name)} page”.`,
  };
  return `${JSON.stringify(data, null, 2)}\n`;
}

export const schemaFile = (name: string) => `// content/${name}.json: the /${name} page (written by \`npm run new:page -- ${name}\`).
import { z } from 'zod';
import { markdown, pageHead, text } from './fields.ts';

export const ${camel(name)}File = z.object({
  ...pageHead(text(240, 'Sentence under the page heading.')),
  text: markdown(40_000, 'The page’s text, in Markdown: ## headings, **bold**, lists, links.'),
});
`;

export const pageFile = (name: string) => `// /${name}: its words are content/${name}.json (written by \`npm run new:page -- ${name}\`).
import type { Metadata } from 'next';
import { pageMetadata } from '@/app/pageMetadata';
import { PageHero } from '@/components/PageHero/PageHero';
import { Prose } from '@/components/Prose/Prose';
import data from '@/content/${name}.json';
import { loadContent } from '#model/registry.ts';
import { container, spaced } from '@/styles/layout.css';

const copy = loadContent('${name}', data);

export const metadata: Metadata = pageMetadata({ title: copy.heading, description: copy.metaDescription, path: '/${name}' });

export default function ${camel(name)[0]?.toUpperCase()}${camel(name).slice(1)}Page() {
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} image={copy.image} />
      <div className={\`\${container} \${spaced}\`}>
        <Prose markdown={copy.text} />
      </div>
    </>
  );
}
`;

/** Writes the page's four files under `root`; returns their paths. */
export function newPage(name: string, root = '.'): string[] {
  const files = pageFiles(name);
  const registry = readFileSync(join(root, files.registry), 'utf8');
  const photo = (JSON.parse(readFileSync(join(root, 'content/contact.json'), 'utf8')) as { image?: unknown }).image;
  const entry = withEntry(registry, name); // its shape checked before any file is written
  writeFileSync(join(root, files.data), dataFile(name, photo));
  writeFileSync(join(root, files.schema), schemaFile(name));
  mkdirSync(join(root, `app/${name}`), { recursive: true });
  writeFileSync(join(root, files.page), pageFile(name));
  writeFileSync(join(root, files.registry), entry); // last: it imports the files above
  return Object.values(files);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const name = process.argv[2];
  const why = refusal(name, '.');
  if (why || !name) {
    console.error(`new:page: ${why}`);
    process.exit(1);
  }
  const written = newPage(name);
  console.log(`new:page: /${name}, in ${written.join(', ')}.
It is listed in the footer's quick links, the sitemap and the CMS ("${title(name)} page"); to list it in the
header too, add 'header' to its entry's \`in\` in model/registry.ts. See it with \`npm run dev\`.
Its approved pictures do not exist yet: with the exports built, \`npm run test:screens:update\`, look at them, commit them.`);
}
