// The building blocks of every content schema. A field's description is its documentation and the owner's hint.
import { z } from 'zod';
import { imageWordsOf, imagesOf, linksOf } from './markdown.ts';

/** Preconnected from every page, allowed by the CSP, measured by the photo budget. */
export const imageHost = 'https://images.unsplash.com';

/** Markup-looking text: content is plain text. Both cases spelled out, as JSON Schema reads no flags. */
export const markupSource = '<[a-zA-Z/!?]';
export const markup = new RegExp(markupSource);

/** Invisible or reordering characters (the zero-width joiners stay: emoji and some scripts need them). */
const invisibleSource = '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u200B\\u200E\\u200F\\u202A-\\u202E\\u2060\\u2066-\\u2069\\uFEFF]';
const invisible = new RegExp(invisibleSource, 'u');

/** A feed's text without them: one would keep the whole show from the site. */
export const withoutInvisible = (value: string): string => value.replace(new RegExp(invisibleSource, 'gu'), '');

function invisibleAt(value: string): string | undefined {
  const at = value.search(invisible);
  return at < 0 ? undefined : `U+${value.charCodeAt(at).toString(16).toUpperCase().padStart(4, '0')} at character ${at + 1}`;
}

function visibleOnly(value: string, context: z.RefinementCtx<string>) {
  const at = invisibleAt(value);
  if (at) context.addIssue({ code: 'custom', message: `must not hold an invisible or direction-changing character (${at}): retype the text around it` });
}

const plainText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !markup.test(value), 'must be plain text, not markup')
    .superRefine(visibleOnly);

export const markdownMedia = 'text/markdown';

/** The owner's Markdown; HTML in it is shown as text (components/Prose/markdown.ts). */
export function markdown(max: number, description: string) {
  return (
    z
      .string()
      .max(max, `must be at most ${max} characters`)
      .superRefine(visibleOnly)
      // Far past its limit a text is refused by length alone, unparsed.
      .superRefine((value, context) => (value.length <= max ? ownPhotosOnly(value, context) : undefined))
      .superRefine((value, context) => (value.length <= max ? siteLinksLead(value, context) : undefined))
      .meta({ contentMediaType: markdownMedia })
      .describe(description)
  );
}

/** Set by model/schema/siteLinks.ts as it loads: importing it here would go round through the registry. */
let deadEnd: ((href: string) => string | undefined) | undefined;
export const checkSiteLinksWith = (check: (href: string) => string | undefined): void => void (deadEnd = check);

function siteLinksLead(value: string, context: z.RefinementCtx<string>) {
  for (const { href, words } of linksOf(value)) {
    const why = /^\/(?![/\\])/.test(href) ? deadEnd?.(href) : undefined;
    if (why) context.addIssue({ code: 'custom', message: `has a link, “${words}”, that ${why}` });
  }
}

/** What *Insert a photo* puts where the description goes: his to replace, never published. */
export const photoDescriptionPlaceholder = 'What the photo shows, in a sentence';

/** Every photo a Markdown text shows is one of the owner's: nothing reaches another site. */
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

const altHint = 'Alternative text, read out in place of the photo: what it shows, in a sentence.';

/** Descriptions that say nothing of a photo (lower case, no last stop), refused by the build and the editor alike. */
const hollowWords = new Set(
  [photoDescriptionPlaceholder, altHint, 'what it shows, in a sentence', 'alternative text', 'alt text', 'alt', 'description', 'caption']
    .concat(['photo', 'a photo', 'image', 'an image', 'picture', 'a picture', 'pic', 'img', 'photograph', 'screenshot', 'graphic', 'untitled', 'placeholder'])
    .map((words) => words.toLowerCase().replace(/[.…!]+$/, '')),
);
/** A name as a camera or phone gives one (IMG_5002, DSC01234, PXL_20261128_101010). */
const fileName = /(^[\w-]+\.(jpe?g|png|webp|avif|heic|heif|gif|tiff?|bmp)$)|(^(img|dsc|dscn|dcim|pxl|mvimg|photo|image|screenshot)[ _-]?\d[\d_ -]*$)/i;

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

export const addressSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const httpsUrl = () => z.url({ protocol: /^https$/, error: 'must be an https address' });

export function text(max: number, description: string) {
  return plainText(max)
    .min(1, 'must not be empty')
    .refine((value) => value === '' || value.trim() !== '', 'must not be only spaces')
    .describe(description);
}

/** Another's text (a feed's), shown as text, never as markup: `x<y` stays `x<y`. */
export function shownAsText(max: number, description: string) {
  return z.string().min(1, 'must not be empty').max(max, `must be at most ${max} characters`).superRefine(visibleOnly).describe(description);
}

export function fitted(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length).trimEnd()}…`;
}

export function exactly<Item extends z.ZodType>(count: number, item: Item, description: string) {
  return z.array(item).length(count, `must have exactly ${count} entries`).describe(description);
}

const alt = text(160, altHint).superRefine((words, context) => {
  const why = hollowDescription(words);
  if (why) context.addIssue({ code: 'custom', message: `is “${words}”, ${why}` });
});

const noAlt = z.literal('', { error: 'must be empty: this photo is decorative' }).describe('Empty: the photo is decorative.');

const stockFields = {
  src: z
    .templateLiteral([imageHost, '/', z.string().min(1)], { error: `must be an address on ${imageHost}/` })
    .describe(`Address of the image on the stock-photo host (${imageHost}/…).`),
  width: z.int().positive().describe('Width in pixels, as the stock site gives it: the page keeps the photo’s shape from it while it loads.'),
  height: z.int().positive().describe('Height in pixels, as the stock site gives it.'),
};

export const remotePhoto = z.object({ src: stockFields.src, alt, width: stockFields.width, height: stockFields.height });

export const photoFileName = /^[\w.-]+\.(jpe?g|png|webp|avif|heic|heif|tiff?)$/i;

/** The build turns it upright, strips its metadata and writes every width it needs (scripts/pipeline/photos.ts). */
const photoFile = z
  .string()
  .regex(photoFileName, 'must be the name of a photo file in content/photos/ (JPEG, PNG, WebP, AVIF, HEIC or TIFF)')
  .describe('Your own photo, uploaded here.');

export const localPhoto = z.object({ file: photoFile, alt });

/** The owner's file comes first, so uploading one beside a stock photo's address replaces it. */
export const photo = (description: string) => z.union([localPhoto, remotePhoto]).describe(description);

export const backdrop = (description: string) =>
  z
    .union([z.object({ file: photoFile, alt: noAlt }), z.object({ src: stockFields.src, alt: noAlt, width: stockFields.width, height: stockFields.height })])
    .describe(description);

export const metaDescription = text(170, 'Description for search results: what search results and link previews show under the title; about 150 characters.');

/** The head of an inner page; `intro`'s length is the page's. */
export const pageHead = (intro: z.ZodString) => ({
  metaDescription,
  eyebrow: text(30, 'Small label above the page heading.'),
  heading: text(60, 'The page’s main heading.'),
  intro,
  image: backdrop('Photo behind the page heading: darkened so the text reads.'),
});

export const legalHead = (what: string) => ({
  metaDescription,
  eyebrow: text(30, 'Small label above the heading.'),
  heading: text(60, 'The page’s main heading.'),
  intro: text(320, 'The sentence under the heading.'),
  updated: z.iso.date('must be a date written 2026-11-23').describe(`When you last changed ${what}: pick the day in the calendar.`),
  updatedLabel: text(30, 'Said before that date.'),
});

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

export const callToAction = (description: string) =>
  z
    .object({
      heading: text(60, 'The band’s heading.'),
      text: text(320, 'The sentence under the heading.'),
      primary: navLink.describe('The main action, drawn as the gold button.'),
      secondary: navLink.optional().describe('A second, quieter action, drawn outlined.'),
    })
    .describe(description);
