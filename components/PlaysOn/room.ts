// Nothing the keyboard brings to hides under the small player (WCAG 2.2 SC 2.4.11): the page
// scrolls clear of its height; and the page's end has room for it, so its last links scroll above it.
import { useEffect, type RefObject } from 'react';

/** Keeps the page's end and its scrolling clear of the bar `bar` as long as it is drawn. */
export function useRoomAtTheEnd(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const [root, body] = [document.documentElement, document.body];
    const clear = () => {
      const box = bar.current?.getBoundingClientRect();
      const room = box ? window.innerHeight - box.top : 0;
      root.style.setProperty('scroll-padding-bottom', `${room}px`);
      body.style.setProperty('padding-block-end', `${room}px`);
    };
    const watch = new ResizeObserver(clear);
    if (bar.current) watch.observe(bar.current);
    return () => {
      watch.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
      body.style.removeProperty('padding-block-end');
    };
  }, [bar]);
}
