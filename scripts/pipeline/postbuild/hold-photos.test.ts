import { photoHold } from './hold-photos.ts';

/** Stands in for the browser's IntersectionObserver: `show(img)` reports the photo in view. */
function fakeViewport(): (img: Element | null) => void {
  const observers: FakeObserver[] = [];
  class FakeObserver implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    readonly targets = new Set<Element>();
    readonly callback: IntersectionObserverCallback;
    constructor(callback: IntersectionObserverCallback) {
      this.callback = callback;
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  globalThis.IntersectionObserver = FakeObserver;
  return (img) => {
    if (!img) throw new Error('no such photo');
    const inView = {
      isIntersecting: true,
      target: img,
      intersectionRatio: 1,
      boundingClientRect: img.getBoundingClientRect(),
      intersectionRect: img.getBoundingClientRect(),
      rootBounds: null,
      time: 0,
    };
    for (const observer of observers) if (observer.targets.has(img)) observer.callback([inView], observer);
  };
}

const attributes = (element: Element | null) => [element?.getAttribute('srcset'), element?.getAttribute('src')];
const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve));
const parsingEnds = () => document.dispatchEvent(new Event('DOMContentLoaded'));

describe('holding lazy photos until they come into view', () => {
  let show: ReturnType<typeof fakeViewport>;
  beforeEach(() => {
    show = fakeViewport();
    document.body.innerHTML = '';
    new Function(photoHold)();
  });
  afterEach(parsingEnds);

  it('holds a lazy photo and its <picture> sources as the parser adds them, and leaves an eager one alone', async () => {
    document.body.innerHTML = [
      '<img alt="Hero" src="hero.jpg" srcset="hero.jpg 860w" fetchpriority="high" loading="eager">',
      '<picture><source type="image/avif" srcset="p-640.avif 640w"><img alt="Portrait" loading="lazy" src="p-640.webp" srcset="p-640.webp 640w"></picture>',
    ].join('');
    await mutationsDelivered();
    expect(attributes(document.querySelector('[alt=Hero]'))).toEqual(['hero.jpg 860w', 'hero.jpg']);
    expect(attributes(document.querySelector('[alt=Portrait]'))).toEqual([null, null]);
    expect(attributes(document.querySelector('source'))).toEqual([null, null]);

    show(document.querySelector('[alt=Portrait]'));
    expect(attributes(document.querySelector('[alt=Portrait]'))).toEqual(['p-640.webp 640w', 'p-640.webp']);
    expect(attributes(document.querySelector('source'))).toEqual(['p-640.avif 640w', null]);
  });

  it('gives back only the photo that came into view, when two share a parent', async () => {
    document.body.innerHTML = '<div><img alt="A" loading="lazy" src="a.jpg"><img alt="B" loading="lazy" src="b.jpg" srcset="b.jpg 1x"></div>';
    await mutationsDelivered();
    show(document.querySelector('[alt=B]'));
    expect(attributes(document.querySelector('[alt=A]'))).toEqual([null, null]);
    expect(attributes(document.querySelector('[alt=B]'))).toEqual(['b.jpg 1x', 'b.jpg']);
    show(document.querySelector('[alt=A]'));
    expect(attributes(document.querySelector('[alt=A]'))).toEqual([null, 'a.jpg']);
  });

  it('holds nothing the page adds after parsing (the client router renders those)', async () => {
    parsingEnds();
    document.body.innerHTML = '<img alt="Later" loading="lazy" src="later.jpg">';
    await mutationsDelivered();
    expect(attributes(document.querySelector('[alt=Later]'))).toEqual([null, 'later.jpg']);
  });
});
