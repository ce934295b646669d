/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { buildVariableNames, readBuildConfig } from './buildConfig';

// Every build variable, parsed once: a good value as the build uses it, a bad one refused with a
// line naming the variable, its value and what is wrong.

describe('the build variables', () => {
  it('take empty as unset, so the specification’s site builds with none', () => {
    expect(readBuildConfig({})).toEqual(Object.fromEntries(buildVariableNames.map((name) => [name, undefined])));
    expect(readBuildConfig({ BASE_PATH: '', SITE_URL: '  ', CONTACT_ENDPOINT: '' })).toMatchObject({
      BASE_PATH: undefined,
      SITE_URL: undefined,
      CONTACT_ENDPOINT: undefined,
    });
  });

  it('give each value as the build uses it: a sub-path without its last slash, values trimmed', () => {
    expect(
      readBuildConfig({ BASE_PATH: '/oj/', SITE_URL: ' https://www.example.com ', CONTACT_ENDPOINT: 'netlify', PLAUSIBLE_DOMAIN: 'oj.example.com' }),
    ).toMatchObject({
      BASE_PATH: '/oj',
      SITE_URL: 'https://www.example.com',
      CONTACT_ENDPOINT: 'netlify',
      PLAUSIBLE_DOMAIN: 'oj.example.com',
    });
    expect(readBuildConfig({ CONTACT_ENDPOINT: 'http://127.0.0.1:4176/f/test' }).CONTACT_ENDPOINT).toBe('http://127.0.0.1:4176/f/test');
  });

  it.each([
    ['BASE_PATH', 'oj', 'BASE_PATH=oj: must be a path that starts with "/", such as /oj'],
    ['BASE_PATH', '/my site', 'BASE_PATH=/my site: must be a path that starts with "/", such as /oj'],
    ['SITE_URL', 'not a url', 'SITE_URL=not a url: must be an address such as https://www.example.com'],
    ['SITE_URL', 'ftp://example.com', 'SITE_URL=ftp://example.com: must be an address such as https://www.example.com'],
    ['CONTACT_ENDPOINT', 'formspree', 'CONTACT_ENDPOINT=formspree: must be "log", "netlify" or a form backend’s https address'],
    [
      'CONTACT_ENDPOINT',
      'http://forms.example.com/f/1',
      'CONTACT_ENDPOINT=http://forms.example.com/f/1: must be "log", "netlify" or a form backend’s https address',
    ],
    ['CONTACT_ENDPOINT', 'javascript:alert(1)', 'CONTACT_ENDPOINT=javascript:alert(1): must be "log", "netlify" or a form backend’s https address'],
    [
      'CONTACT_ENDPOINT',
      'https://user:secret@formspree.io/f/abc',
      'CONTACT_ENDPOINT=https://…@formspree.io/f/abc: must not carry a user name or password (nothing before an @)',
    ],
    [
      'CONTACT_ENDPOINT',
      'https://form;spree.io/f/abc',
      'CONTACT_ENDPOINT=https://form;spree.io/f/abc: must name its host as a plain host name (lower-case letters, digits, hyphens and dots, and a port)',
    ],
    ['PLAUSIBLE_DOMAIN', 'https://oj.example.com', 'PLAUSIBLE_DOMAIN=https://oj.example.com: must be a domain such as oj.example.com'],
    ['PLAUSIBLE_ENDPOINT', 'ftp://x', 'PLAUSIBLE_ENDPOINT=ftp://x: must be an https address such as https://plausible.io/api/event'],
    ['BOOKING_URL', 'http://cal.com/oj', 'BOOKING_URL=http://cal.com/oj: must be an https address such as https://cal.com/you/intro'],
    ['PODCAST_FEED', 'feed.xml', 'PODCAST_FEED=feed.xml: must be an https address such as https://feeds.example.com/show.xml'],
    ['CMS_REPO', 'https://github.com/oj/site', 'CMS_REPO=https://github.com/oj/site: must be a GitHub repository as owner/name'],
  ])('refuse %s=%s with one line naming it', (name, value, line) => {
    expect(() => readBuildConfig({ [name]: value })).toThrow(new Error(line));
  });

  it('name every bad variable at once, one line each', () => {
    expect(() => readBuildConfig({ BASE_PATH: 'oj', SITE_URL: 'x' })).toThrow(/^BASE_PATH=oj: .*\nSITE_URL=x: .*$/);
  });

  it('stop a build before anything is built, with those lines and no stack trace', () => {
    let output = '';
    try {
      execFileSync(process.execPath, ['scripts/pipeline/prebuild.ts'], { env: { ...process.env, BASE_PATH: 'oj' }, encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      output = String((error as { stderr: string }).stderr);
    }
    expect(output).toContain('A build variable is not right; nothing was built:');
    expect(output).toContain('BASE_PATH=oj: must be a path that starts with "/", such as /oj');
    expect(output).not.toMatch(/\n\s+at /);
  });
});
