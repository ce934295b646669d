// Every page tells the browser which links it may prerender (Speculation Rules, `moderate`: as he is
// about to follow one), so the next page shows at once. Never a page that must not run before it is
// asked for (the form's result, the search), a link out, or the editor. Its hash goes into the policy.
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
