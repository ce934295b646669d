/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { readBuildConfig } from '#model/buildConfig.ts';
import { adminPage, adminPolicy, adminSettings, cmsConfig, cmsRepo, githubRepo, offeringHeic } from './admin';

// The CMS's page and configuration for each way it is used: the live site (GitHub, through
// Netlify's OAuth or the owner's proxy) and `npm run edit` (decap-server on this machine).

const live = adminSettings({ CMS_REPO: 'oj/site', SITE_URL: 'https://oj.example.com' });
const local = adminSettings({ CMS_REPO: 'oj/site', CMS_LOCAL: '1' });

describe('the CMS at /admin', () => {
  it('finds the repository from the setting, the host’s build or the git remote', () => {
    expect(githubRepo('https://github.com/oj/site.git')).toBe('oj/site');
    expect(githubRepo('git@github.com:oj/site.git')).toBe('oj/site');
    expect(githubRepo('https://gitlab.com/oj/site')).toBeUndefined();
    expect(cmsRepo({ CMS_REPO: 'a/b', GITHUB_REPOSITORY: 'c/d' })).toBe('a/b');
    expect(cmsRepo({ GITHUB_REPOSITORY: 'c/d', REPOSITORY_URL: 'https://github.com/e/f' })).toBe('c/d');
    expect(cmsRepo({ REPOSITORY_URL: 'https://github.com/e/f' })).toBe('e/f');
  });

  it('logs in to GitHub on the live site, through the owner’s OAuth proxy where one is set', () => {
    expect(cmsConfig(live).backend).toMatchObject({ name: 'github', repo: 'oj/site', branch: 'main' });
    expect(cmsConfig(live)).not.toHaveProperty('local_backend');
    expect(cmsConfig(adminSettings({ CMS_AUTH_URL: 'https://auth.example.workers.dev' })).backend).toMatchObject({
      base_url: 'https://auth.example.workers.dev',
    });
    expect(cmsConfig(live)).toMatchObject({ media_folder: 'content/photos', public_folder: '', site_url: 'https://oj.example.com' });
  });

  it('connects only where its backend is: GitHub’s API live, decap-server locally', () => {
    expect(adminPolicy(live)).toContain("connect-src 'self' blob: https://api.github.com;");
    expect(adminPolicy(local)).toContain("connect-src 'self' blob:;");
    expect(cmsConfig(local, 'http://127.0.0.1:4180').local_backend).toEqual({ url: 'http://127.0.0.1:4180/api/v1' });
    for (const settings of [live, local]) expect(adminPolicy(settings)).toMatch(/^default-src 'self'; script-src 'self' 'unsafe-eval'; /);
  });

  it('is a page of its own: its policy first, noindex, Decap’s files under the base path', () => {
    const page = adminPage(adminSettings(readBuildConfig({ BASE_PATH: '/oj/', CMS_REPO: 'oj/site' })));
    expect(page).toMatch(/^<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta http-equiv="Content-Security-Policy"/);
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page).toContain('<link href="/oj/admin/config.yml" type="text/yaml" rel="cms-config-url">');
    expect(page).toContain('<script src="/oj/admin/checks.js"></script>\n<script src="/oj/admin/decap-cms.js"></script>');
  });

  it('says what to set, and loads no editor, where the build does not know the repository', () => {
    const page = adminPage({ ...adminSettings({ BASE_PATH: '/oj' }), repo: undefined });
    expect(page).toContain('<h1>The editor is not connected to your site yet</h1>');
    expect(page).toContain('add the variable <code>CMS_REPO</code>');
    expect(page).toContain('<a href="/oj/">Back to the site</a>');
    expect(page).not.toMatch(/decap|<script/);
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(cmsConfig({ ...live, repo: undefined }).backend.repo).toBe('');
  });
});

it('offers a phone’s HEIC in Decap’s image pickers, and stops the build where its list is not found once', () => {
  const bundle = readFileSync(require.resolve('decap-cms/dist/decap-cms.js'), 'utf8');
  expect(offeringHeic(bundle)).toContain('["jpg","jpeg","webp","gif","png","bmp","tiff","svg","avif","heic","heif"]');
  expect(() => offeringHeic('var images=["jpg","png"];')).toThrow(
    "prebuild: Decap's list of image files is in decap-cms.js 0 times, not once (a new Decap?): update offeringHeic in scripts/pipeline/admin.ts",
  );
});
