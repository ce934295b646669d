/**
 * @jest-environment node
 */
import { within } from '@testing-library/dom';
import { standIns } from '@/scripts/test/stand-ins';
import { exportedPage } from './exported';

// The newsletter's sign-up, as the owner switches it on (Settings → Newsletter; the all-services
// export has Buttondown's address): a plain form under each article and on the show's page that
// posts to his service, which the policy of those pages lets it do, and the privacy page saying
// where the address goes. As shipped (the default export), none of it.

const dir = 'out-delivery';
const article = '/blog/leading-through-change';
const policyOf = (path: string, from = dir) =>
  exportedPage(path, from).querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '';

it('is a form that works without a script, under each article and on the show’s first page, posting to his service', () => {
  for (const path of [article, '/podcast']) {
    const signUp = within(within(exportedPage(path, dir).querySelector('main')!).getByRole('region', { name: 'Letters from OJ' }));
    const form = signUp.getByRole('textbox', { name: 'Your email address' }).closest('form');
    expect([path, form?.getAttribute('method'), form?.getAttribute('action')]).toEqual([path, 'post', standIns.newsletter]);
    expect(signUp.getByRole('textbox', { name: 'Your email address' })).toHaveAttribute('name', 'email');
    expect(signUp.getByRole('textbox', { name: 'Your email address' })).toHaveAttribute('type', 'email');
    expect(signUp.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('type', 'submit');
    expect(signUp.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(policyOf(path)).toMatch(/form-action 'self' [^;]*https:\/\/buttondown\.com/);
  }
  expect(within(exportedPage('/podcast/season/2', dir).querySelector('main')!).queryByRole('region', { name: 'Letters from OJ' })).toBeNull();
});

it('is said on the privacy page, naming the service', () => {
  const part = within(exportedPage('/privacy', dir).querySelector('main')!).getByRole('region', { name: 'Newsletter' });
  expect(part.textContent).toContain('your email address goes to buttondown.com');
});

it('is nowhere as shipped, and the policy admits no newsletter service', () => {
  expect(exportedPage('/', 'out').querySelector('form[action*="buttondown"]')).toBeNull();
  expect(policyOf('/', 'out')).not.toContain('buttondown');
});
