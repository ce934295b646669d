// Post-build step: every page tells the browser which of its links it may prerender, and when
// (Speculation Rules): an in-site page, as the visitor shows he is about to follow its link
// (`moderate`: the pointer resting on it, a press's start; never the whole site at once). The page
// then shows at once, where the browser follows the link itself (components/SiteLink). Not
// prerendered: a page that must not run before it is asked for (the contact form's result, the
// search, which runs its query as it opens), a link out of the site, one that opens elsewhere or
// downloads. The editor is not named: no page links to it, nor says where it is
// (tests/exports/site.export.test.ts). Last in <body>: its bytes come after the page's content, and the rules
// act on the links as they are. Its hash goes into the page's policy (./csp.ts), as an inline
// script's: a browser refuses rules the policy does not name.
import { messageSentPath } from '../../../components/ContactForm/copy.ts';
import { searchPath } from '#model/routes.ts';
import { scriptLastInBody } from './pipeline.ts';

/** The type of the rules' script. */
export const rulesType = 'speculationrules';

/** The rules of a site served under `basePath` ('' or `/oj`). */
export function speculationRules(basePath: string): object {
  const inSite = basePath ? [basePath, `${basePath}/*`] : ['/*'];
  const never = [messageSentPath, `${searchPath}?*`].map((path) => `${basePath}${path}`);
  return {
    prerender: [
      {
        where: {
          and: [{ href_matches: inSite }, { not: { href_matches: never } }, { not: { selector_matches: '[target], [download], [rel~="nofollow"]' } }],
        },
        eagerness: 'moderate',
      },
    ],
  };
}

/** The step: the rules last in every page's <body>. */
export const speculation = (basePath: string) => scriptLastInBody('speculation', { type: rulesType }, JSON.stringify(speculationRules(basePath)));
