import unsplashLoader, { defaultQuality } from './unsplash';

describe('unsplashLoader', () => {
  it('asks the image host for the width, quality, best format and a crop', () => {
    const url = new URL(unsplashLoader({ src: 'https://images.unsplash.com/photo-1', width: 640, quality: 60 }));
    expect(url.origin + url.pathname).toBe('https://images.unsplash.com/photo-1');
    expect(url.searchParams.get('w')).toBe('640');
    expect(url.searchParams.get('q')).toBe('60');
    expect(url.searchParams.get('auto')).toBe('format');
    expect(url.searchParams.get('fit')).toBe('crop');
  });

  it('falls back to the default quality and replaces parameters already on the URL', () => {
    const url = new URL(unsplashLoader({ src: 'https://images.unsplash.com/photo-1?w=9999', width: 320 }));
    expect(url.searchParams.getAll('w')).toEqual(['320']);
    expect(url.searchParams.get('q')).toBe(String(defaultQuality));
  });
});
