function loadSeo(env: { SITE_URL?: string; NEXT_PUBLIC_BASE_PATH?: string }) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  let seo: typeof import('./seo') | undefined;
  jest.isolateModules(() => {
    seo = jest.requireActual<typeof import('./seo')>('./seo');
  });
  process.env = saved;
  if (!seo) throw new Error('seo did not load');
  return seo;
}

describe('site URLs', () => {
  it('defaults to the site URL in content at the root', () => {
    const { absoluteUrl, siteUrl } = loadSeo({});
    expect(siteUrl.toString()).toBe('https://oj.example.com/');
    expect(absoluteUrl('/about')).toBe('https://oj.example.com/about');
  });

  it('takes SITE_URL and keeps a base path in every absolute URL', () => {
    const { absoluteUrl, siteUrl } = loadSeo({ SITE_URL: 'https://owner.github.io', NEXT_PUBLIC_BASE_PATH: '/oj/' });
    expect(siteUrl.toString()).toBe('https://owner.github.io/oj/');
    expect(absoluteUrl('/')).toBe('https://owner.github.io/oj/');
    expect(absoluteUrl('/services#ma')).toBe('https://owner.github.io/oj/services#ma');
    expect(absoluteUrl('/sitemap.xml')).toBe('https://owner.github.io/oj/sitemap.xml');
  });
});
