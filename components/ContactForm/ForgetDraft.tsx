import { draftKey } from './contactDraft';

/**
 * Forgets this tab's unsent draft where a message sent without the form's scripts lands (the
 * thank-you page): the service has it, so it must not come back on the next visit to /contact.
 * An inline script, so it runs even when the site's scripts do not (the post-build step allows
 * it by its hash in the page's Content-Security-Policy).
 */
export function ForgetDraft() {
  const forget = `try{sessionStorage.removeItem(${JSON.stringify(draftKey)})}catch(e){}`;
  return <script dangerouslySetInnerHTML={{ __html: forget }} />;
}
