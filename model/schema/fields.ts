// The building blocks of every content schema: owner texts with the most characters the layout
// holds, photos, links (the icons are ./icons.ts). Each schema's descriptions are the field's documentation, and
// the hint the owner sees beside it when editing.
import { z } from 'zod';
import { imageWordsOf, imagesOf, linksOf } from './markdown.ts';

/** Origin of every stock photo; preconnected from every page, allowed by the CSP, measured by the photo budget. */
export const imageHost = 'https://images.unsplash.com';

/**
 * Markup-looking text (`<b>`, `</p>`, `<!--`): content is plain text, never markup. One rule for
 * the schemas, the CMS's patterns (which JSON Schema reads without flags, so both cases are
 * spelled out) and the feed refresh.
 */
export const markupSource = '<[a-zA-Z/!?]';
export const markup = new RegExp(markupSource);

/**
 * Characters that are invisible or reorder what is shown: control characters (but tab and line
 * breaks), bidirectional overrides and isolates, the zero-width space, word joiner and byte-order
 * mark. (The zero-width joiner and non-joiner stay: emoji and some scripts need them.)
 */
const invisibleSource = '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u200B\\u200E\\u200F\\u202A-\\u202E\\u2060\\u2066-\\u2069\\uFEFF]';
const invisible = new RegExp(invisibleSource, 'u');

/** A feed's text without those characters: nobody reads them, and one would keep the whole show from the site. */
export const withoutInvisible = (value: string): string => value.replace(new RegExp(invisibleSource, 'gu'), '');

/** Where the first invisible character is, as the owner can find it: `U+202E at character 5`. */
function invisibleAt(value: string): string | undefined {
  const at = value.search(invisible);
  return at < 0 ? undefined : `U+${value.charCodeAt(at).toString(16).toUpperCase().padStart(4, '0')} at character ${at + 1}`;
}

/** The check that a text holds no invisible character, naming where the first is. */
function visibleOnly(value: string, context: z.RefinementCtx<string>) {
  const at = invisibleAt(value);
  if (at) context.addIssue({ code: 'custom', message: `must not hold an invisible or direction-changing character (${at}): retype the text around it` });
}

/** Text of at most `max` characters, plain text only. */
const plainText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !markup.test(value), 'must be plain text, not markup')
    .superRefine(visibleOnly);

/** Marks a text as Markdown, for the CMS's editor (model/schema/cms.ts). */
export const markdownMedia = 'text/markdown';

/**
 * The owner's writing in Markdown, at most `max` characters; may be empty where the schema says
 * what empty means. HTML in it is shown as the text it is, never as markup (components/Prose/markdown.ts).
 */
export function markdown(max: number, description: string) {
  return (
    z
      .string()
      .max(max, `must be at most ${max} characters`)
      .superRefine(visibleOnly)
      // Read as Markdown only within its limit: a text far past it is refused by its length alone.
      .superRefine((value, context) => (value.length <= max ? ownPhotosOnly(value, context) : undefined))
      .superRefine((value, context) => (value.length <= max ? siteLinksLead(value, context) : undefined))
      .meta({ contentMediaType: markdownMedia })
      .describe(description)
  );
}

/**
 * Why a link to a page of the site leads nowhere (model/schema/siteLinks.ts, `deadEnd`), set by that
 * module as it loads: it knows the site's pages, and importing it here would go round through the
 * registry, whose schemas import this file. Every check of the owner's content loads it
 * (./dataFiles.ts), the CMS's page and the build's alike.
 */
let deadEnd: ((href: string) => string | undefined) | undefined;
export const checkSiteLinksWith = (check: (href: string) => string | undefined): void => void (deadEnd = check);

/** The check that every link of a Markdown text to a page of the site (`/about`, not `//host`) leads to one the site has now. */
function siteLinksLead(value: string, context: z.RefinementCtx<string>) {
  for (const { href, words } of linksOf(value)) {
    const why = /^\/(?![/\\])/.test(href) ? deadEnd?.(href) : undefined;
    if (why) context.addIssue({ code: 'custom', message: `has a link, “${words}”, that ${why}` });
  }
}

/** The words *Insert a photo* puts where its description goes (model/schema/cms.ts): his to replace, never published. */
export const photoDescriptionPlaceholder = 'What the photo shows, in a sentence';

/** The check that every photo a Markdown text shows (as the renderer finds it) is one of the owner's, by its file name: nothing reaches another site. */
function ownPhotosOnly(value: string, context: z.RefinementCtx<string>) {
  for (const address of imagesOf(value)) {
    if (!photoFileName.test(address))
      context.addIssue({
        code: 'custom',
        message: `shows the photo ${address}, which is not one of yours: upload it (it goes to content/photos/) and write its file name, such as ![The team](team.jpg)`,
      });
  }
  for (const words of imageWordsOf(value)) {
    const why = hollowDescription(words);
    if (why) context.addIssue({ code: 'custom', message: `describes a photo as “${words}”, ${why}` });
  }
}

/** The hint of a photo's description, which the editor shows under it. */
const altHint = 'Alternative text, read out in place of the photo: what it shows, in a sentence.';

/**
 * Descriptions that say nothing of a photo, in lower case and without their last stop: the
 * editor's own words (its hint, what *Insert a photo* writes), and a word for any picture. One
 * list, for every description the schema holds (so the build and the editor refuse them alike).
 */
const hollowWords = new Set(
  [photoDescriptionPlaceholder, altHint, 'what it shows, in a sentence', 'alternative text', 'alt text', 'alt', 'description', 'caption']
    .concat(['photo', 'a photo', 'image', 'an image', 'picture', 'a picture', 'pic', 'img', 'photograph', 'screenshot', 'graphic', 'untitled', 'placeholder'])
    .map((words) => words.toLowerCase().replace(/[.…!]+$/, '')),
);
/** A file's name, as a camera or phone gives one (img_5002.jpg, IMG_5002, DSC01234, PXL_20261128_101010). */
const fileName = /(^[\w-]+\.(jpe?g|png|webp|avif|heic|heif|gif|tiff?|bmp)$)|(^(img|dsc|dscn|dcim|pxl|mvimg|photo|image|screenshot)[ _-]?\d[\d_ -]*$)/i;

/** Why `words` describe no photo, in the owner's words; undefined where they may. */
export function hollowDescription(words: string): string | undefined {
  const plain = words
    .trim()
    .toLowerCase()
    .replace(/[.…!]+$/, '');
  if (plain === '') return undefined; // an empty description is the decorative photo's, or a length's refusal
  if (hollowWords.has(plain)) return 'which says nothing of this photo: write what it shows, in a sentence (someone who cannot see it hears these words)';
  if (fileName.test(words.trim())) return 'which is a file’s name: write what the photo shows, in a sentence (someone who cannot see it hears these words)';
  return undefined;
}

/** A page's name in its address (an article's, an episode's): lowercase letters, digits and single hyphens. */
export const addressSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An https address: a link, a profile, a feed, a file the site points to (`.describe()` it where it is used). */
export const httpsUrl = () => z.url({ protocol: /^https$/, error: 'must be an https address' });

/** One line or paragraph of the owner's, plain text, 1 to `max` characters. */
export function text(max: number, description: string) {
  return plainText(max)
    .min(1, 'must not be empty')
    .refine((value) => value === '' || value.trim() !== '', 'must not be only spaces')
    .describe(description);
}

/**
 * Another's text the site shows as the text it is, never as markup (React text, escaped JSON-LD),
 * 1 to `max` characters: what a feed's description says of `x<y` stays `x<y`. Visible characters only.
 */
export function shownAsText(max: number, description: string) {
  return z.string().min(1, 'must not be empty').max(max, `must be at most ${max} characters`).superRefine(visibleOnly).describe(description);
}

/**
 * A text cut at a word with an ellipsis past `max` characters: what the podcast refresh writes
 * of a feed's longer texts, and what a page's description for search results says of a longer one.
 */
export function fitted(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length).trimEnd()}…`;
}

/** A list of exactly `count` items, as the specification fixes it. */
export function exactly<Item extends z.ZodType>(count: number, item: Item, description: string) {
  return z.array(item).length(count, `must have exactly ${count} entries`).describe(description);
}

/** Alternative text of a photo that says something: what a listener hears in its place. */
const alt = text(160, altHint).superRefine((words, context) => {
  const why = hollowDescription(words);
  if (why) context.addIssue({ code: 'custom', message: `is “${words}”, ${why}` });
});

/** The alternative text of a purely decorative photo, which says nothing: empty. */
const noAlt = z.literal('', { error: 'must be empty: this photo is decorative' }).describe('Empty: the photo is decorative.');

/** The fields of a stock photo on the image host, resized there. */
const stockFields = {
  src: z
    .templateLiteral([imageHost, '/', z.string().min(1)], { error: `must be an address on ${imageHost}/` })
    .describe(`Address of the image on the stock-photo host (${imageHost}/…).`),
  width: z.int().positive().describe('Width in pixels, as the stock site gives it: the page keeps the photo’s shape from it while it loads.'),
  height: z.int().positive().describe('Height in pixels, as the stock site gives it.'),
};

/** A stock photo on the image host, resized there. */
export const remotePhoto = z.object({ src: stockFields.src, alt, width: stockFields.width, height: stockFields.height });

/** The name of a photo file of the owner's, in content/photos/. */
export const photoFileName = /^[\w.-]+\.(jpe?g|png|webp|avif|heic|heif|tiff?)$/i;

/**
 * One of the owner's own photos: a file in `content/photos/`. The build turns it upright,
 * strips its metadata and writes it at every width its uses need (scripts/pipeline/photos.ts); its size
 * is read from the file.
 */
const photoFile = z
  .string()
  .regex(photoFileName, 'must be the name of a photo file in content/photos/ (JPEG, PNG, WebP, AVIF, HEIC or TIFF)')
  .describe('Your own photo, uploaded here.');

export const localPhoto = z.object({ file: photoFile, alt });

/**
 * A photo on a page: a file of the owner's, or else a stock photo by URL. The owner's file comes
 * first, so uploading one beside a stock photo's address replaces the stock photo.
 */
export const photo = (description: string) => z.union([localPhoto, remotePhoto]).describe(description);

/** A purely decorative photo behind a page's title (empty alternative text). */
export const backdrop = (description: string) =>
  z
    .union([z.object({ file: photoFile, alt: noAlt }), z.object({ src: stockFields.src, alt: noAlt, width: stockFields.width, height: stockFields.height })])
    .describe(description);

/** Description of a page for search results and link previews. */
export const metaDescription = text(170, 'Description for search results: what search results and link previews show under the title; about 150 characters.');

/**
 * The head of an inner page (About, Services, Ventures, Contact): its description for search
 * results, the small label, the h1, the words under it (`intro`, whose length is the page's),
 * and the decorative photo behind them.
 */
export const pageHead = (intro: z.ZodString) => ({
  metaDescription,
  eyebrow: text(30, 'Small label above the page heading.'),
  heading: text(60, 'The page’s main heading.'),
  intro,
  image: backdrop('Photo behind the page heading: darkened so the text reads.'),
});

/** The head of a legal page (privacy, terms): its description for search results, small label, h1, sentence, and when `what` last changed. */
export const legalHead = (what: string) => ({
  metaDescription,
  eyebrow: text(30, 'Small label above the heading.'),
  heading: text(60, 'The page’s main heading.'),
  intro: text(320, 'The sentence under the heading.'),
  updated: z.iso.date('must be a date written 2026-11-23').describe(`When you last changed ${what}: pick the day in the calendar.`),
  updatedLabel: text(30, 'Said before that date.'),
});

/** A link inside the site or out of it. */
export const navLink = z.object({
  label: text(40, 'Visible text of the link.'),
  href: z
    .string()
    .regex(/^(\/(?![/\\])|#|https:\/\/|mailto:|tel:)/, 'must be a path on this site (/about), an anchor (#podcast) or an https, mailto or tel address')
    .describe(
      'Where the link goes: a page of your site as its address ends (/about), a web address (https://…), mailto: and an email address, or tel: and a phone number.',
    ),
  labelContinuation: text(
    60,
    'Words read aloud after the link: not shown; for listeners, where the link’s words alone say too little out of context.',
  ).optional(),
});

/** A closing call to action: a navy, centred band with a heading, a sentence and its buttons. */
export const callToAction = (description: string) =>
  z
    .object({
      heading: text(60, 'The band’s heading.'),
      text: text(320, 'The sentence under the heading.'),
      primary: navLink.describe('The main action, drawn as the gold button.'),
      secondary: navLink.optional().describe('A second, quieter action, drawn outlined.'),
    })
    .describe(description);
