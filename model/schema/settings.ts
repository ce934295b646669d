// content/settings.json: each service is off while its field is empty, and the site is then the specification's.
import { z } from 'zod';
import { text } from './fields.ts';
import { serviceAddressProblem } from '../delivery.ts';

const optionalHttps = (description: string) =>
  z
    .string()
    .max(300, 'must be at most 300 characters')
    .regex(/^(https:\/\/[^\s<>"]+)?$/, 'must be empty or an https address')
    .superRefine((value, context) => {
      const problem = value.startsWith('https://') ? serviceAddressProblem(value) : undefined; // else the pattern's own words
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .describe(description);

/** Known services; another's address is taken as is, but one that looks like a known host (its name in another host) is refused. */
const newsletterServices = [
  {
    name: 'Buttondown',
    hosts: ['buttondown.com', 'buttondown.email'],
    form: /^\/api\/emails\/embed-subscribe\/[\w.-]+\/?$/,
    example: 'https://buttondown.com/api/emails/embed-subscribe/yourname',
    where: 'Settings → Embedding',
  },
  {
    name: 'Kit',
    hosts: ['app.kit.com', 'app.convertkit.com'],
    form: /^\/forms\/\d+\/subscriptions\/?$/,
    example: 'https://app.kit.com/forms/1234567/subscriptions',
    where: 'a form’s Embed → HTML',
  },
] as const;

export function newsletterAddressProblem(address: string): string | undefined {
  if (!URL.canParse(address)) return undefined; // the address's own rule says what is wrong
  const { hostname, pathname } = new URL(address);
  for (const { name, hosts, form, example, where } of newsletterServices) {
    const known = hosts.some((host) => host === hostname);
    if (known && !form.test(pathname))
      return `is not ${name}’s sign-up form but another of its pages: ${name} gives the form’s address under ${where}, such as ${example}`;
    const lookalike = !known && hosts.some((host) => hostname.includes(host.split('.').at(-2) ?? host));
    if (lookalike) return `is not on ${name} (${hosts[0]}), though its name looks like it: copy the address again from ${name}, ${where}`;
  }
  return undefined;
}

export const domainPattern = /^([a-z0-9-]+\.)+[a-z]{2,}$/;

export const messageServices = ['nowhere yet', 'Netlify Forms', 'a form service'] as const;

const formService = messageServices[2];

export const settingsFile = z.object({
  messages: z
    .object({
      to: z
        .enum(messageServices)
        .describe(
          'Where your messages go: nowhere yet, the form thanks the visitor and sends nothing; Netlify Forms, on Netlify each message arrives in Netlify’s dashboard and by email; a form service, Formspree or one like it emails you each message (give your form’s address below).',
        ),
      address: optionalHttps('Your form’s address at the form service: as the service gives it (https://formspree.io/f/abcdwxyz), only with “a form service”.'),
    })
    .superRefine(({ to, address }, context) => {
      if (to === formService && !address)
        context.addIssue({
          code: 'custom',
          path: ['address'],
          message: 'must be your form’s address at the form service, such as https://formspree.io/f/abcdwxyz',
        });
      if (to !== formService && address)
        context.addIssue({ code: 'custom', path: ['address'], message: `must be empty unless your messages go to ${formService}` });
    })
    .describe('Messages: where the contact form sends what your visitors write.'),
  analytics: z
    .object({
      domain: z
        .string()
        .max(100, 'must be at most 100 characters')
        .regex(new RegExp(`^(${domainPattern.source.slice(1, -1)})?$`), 'must be empty or a domain such as oj.example.com')
        .describe(
          'Your site’s domain at Plausible: statistics with no cookies and no consent banner, the domain as registered at plausible.io (oj.example.com). Empty: off.',
        ),
      endpoint: optionalHttps(
        'Plausible’s events address: only for a self-hosted or proxied Plausible, its events address (https://stats.example.com/api/event). Empty: Plausible’s own.',
      ),
    })
    .describe('Visit statistics: who visits, which page brings enquiries, which buttons are pressed.'),
  booking: z
    .object({
      url: optionalHttps('Your scheduling page: on Cal.com, Calendly, Microsoft Bookings… Empty: no booking link.'),
      label: text(30, 'The link’s words on the contact page.'),
    })
    .describe('Booking link: a link on the contact page where clients book a call with you.'),
  colourSchemes: z
    .enum(['light and dark', 'light only'])
    .describe('Colours: light and dark: a visitor whose device is set to dark mode sees the site’s dark colours. Light only: everyone sees the light colours.'),
  typeface: z
    .enum(['your visitor’s own', 'Inter'])
    .describe(
      'Typeface: your visitor’s own: the clean sans-serif his device already has, sized like Inter, so nothing is downloaded and a slow phone shows the page about 0.3 s sooner. Inter: the Inter typeface, which a visitor downloads before the first screen shows, so a slow phone shows it a little later.',
    ),
  podcastFeed: optionalHttps('Your show’s feed: the address your podcast host gives as its RSS feed. Every Monday the site takes the latest episodes from it.'),
  newsletter: z
    .object({
      address: optionalHttps(
        'Your newsletter’s sign-up address: the form address your newsletter service gives for an embedded form (Buttondown: https://buttondown.com/api/emails/embed-subscribe/yourname; Kit: https://app.kit.com/forms/1234567/subscriptions). Empty: no sign-up.',
      ).superRefine((value, context) => {
        const problem = value.startsWith('https://') ? newsletterAddressProblem(value) : undefined; // else the pattern's own words
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
      heading: text(60, 'The sign-up’s heading: under each article and on the show’s page.'),
      text: text(200, 'The sentence under it: what a reader gets, and how often.'),
    })
    .describe('Newsletter: a sign-up form under each article and on the show’s page, which sends the reader’s email address to your newsletter service.'),
  search: z
    .enum(['in the footer', 'in the header too'])
    .describe(
      'Search: in the footer, as the site is shipped. In the header too: a search button beside Contact Me on every page, for a site with many articles and episodes.',
    ),
});

export type Settings = z.infer<typeof settingsFile>;
