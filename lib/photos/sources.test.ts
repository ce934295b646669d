import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Photo } from '#model/types.ts';

const remote: Photo = { src: 'https://images.unsplash.com/photo-1', alt: 'Remote', width: 1920, height: 1280 };
const local: Photo = { file: 'portrait.jpg', alt: 'Local' };

/** Loads the module against a manifest as scripts/pipeline/photos.ts writes it, in a scratch working directory. */
function withManifest(photos: object) {
  const manifest = { sourceDir: 'content/photos', photos };
  const dir = mkdtempSync(join(tmpdir(), 'photos-'));
  mkdirSync(join(dir, '.photos'), { recursive: true });
  writeFileSync(join(dir, '.photos/manifest.json'), JSON.stringify(manifest));
  jest.spyOn(process, 'cwd').mockReturnValue(dir);
  let sources: typeof import('./sources') | undefined;
  jest.isolateModules(() => {
    sources = jest.requireActual<typeof import('./sources')>('./sources');
  });
  return sources!;
}

afterEach(() => jest.restoreAllMocks());

describe('photo sources', () => {
  it('takes a stock photo from its host, at the widths of its slot', () => {
    const { photoSources } = withManifest({});
    const hero = photoSources(remote, 'hero');
    expect(hero.srcSet.split(', ').map((c) => c.split(' ')[1])).toEqual(['215w', '430w', '645w', '768w', '1440w', '1920w']);
    expect(hero.src).toMatch(/^https:\/\/images\.unsplash\.com\/photo-1\?w=1920&/);
    expect(hero).toMatchObject({ width: 1920, height: 1280, sizes: '(min-width: 1024px) 100vw, 50vw' });
    expect(hero.avif).toBeUndefined();
    expect(photoSources(remote, 'avatar')).toMatchObject({ width: 64, height: 43, sizes: undefined });
  });

  it('takes a local photo from its own files, AVIF and WebP, with its size and average colour', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {}); // 800 px is less than the slot can use: next test
    const entry = {
      source: 'content/photos/portrait.jpg',
      stem: 'portrait-abc',
      width: 800,
      height: 1000,
      widths: [64, 128, 192, 430, 480, 800],
      color: '#336699',
    };
    const { photoSources, photoUrl } = withManifest({ 'portrait.jpg': entry });
    const portrait = photoSources(local, 'portrait');
    expect(portrait.srcSet).toBe('/photos/portrait-abc-430.webp 430w, /photos/portrait-abc-480.webp 480w, /photos/portrait-abc-800.webp 800w');
    expect(portrait.avif?.srcSet).toBe('/photos/portrait-abc-430.avif 430w, /photos/portrait-abc-480.avif 480w, /photos/portrait-abc-800.avif 800w');
    expect(portrait).toMatchObject({
      width: 800,
      height: 1000,
      src: '/photos/portrait-abc-800.webp',
      avif: expect.objectContaining({ src: '/photos/portrait-abc-800.avif' }),
      color: '#336699',
    });
    expect(photoUrl(local)).toBe('https://oj.example.com/photos/portrait-abc-800.webp');
  });

  it('warns when a local photo is smaller than its slot can use', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { photoSources } = withManifest({
      'portrait.jpg': { source: 'content/photos/portrait.jpg', stem: 's', width: 800, height: 1000, widths: [430, 800], color: '#000000' },
    });
    photoSources(local, 'hero');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/portrait\.jpg is 800 px wide; its hero slot can use 2880 px/));
  });

  it('fails the build naming a photo the content names but the folder lacks', () => {
    const { photoSources } = withManifest({});
    expect(() => photoSources(local, 'portrait')).toThrow('photo content/photos/portrait.jpg is named in content but not in content/photos/');
  });

  it('in the editor, shows a photo just uploaded as it was uploaded until it is prepared, never an error; a build still fails', () => {
    const { photoSources, photoUrl } = withManifest({});
    mkdirSync(join(process.cwd(), 'content/photos'), { recursive: true });
    writeFileSync(join(process.cwd(), 'content/photos/portrait.jpg'), 'the upload');
    expect(() => photoSources(local, 'portrait')).toThrow(/is named in content but not in content\/photos\//);
    jest.replaceProperty(process, 'env', { ...process.env, CMS_LOCAL: '1', NODE_ENV: 'development' });
    const warn = jest.spyOn(console, 'warn');
    expect(photoSources(local, 'hero')).toEqual({
      width: 1600,
      height: 1067,
      src: '/photos-as-uploaded/portrait.jpg',
      srcSet: '/photos-as-uploaded/portrait.jpg',
      color: '#8c8c8c',
    });
    expect(photoSources(local, 'avatar')).toMatchObject({ width: 64, height: 43, src: '/photos-as-uploaded/portrait.jpg' });
    expect(photoUrl(local)).toBe('https://oj.example.com/photos-as-uploaded/portrait.jpg');
    expect(warn).not.toHaveBeenCalled();
  });
});
