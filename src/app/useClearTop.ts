// Reads, from the page, what the floating customer-service button would cover in its column at the
// right edge, and keeps its place clear of it (supportButtonPlace.ts decides where): the controls
// first (a Register or Open short button, a field), then the values (a limit, an amount). Measured
// again when the screen changes, scrolls or resizes — at most once a frame.
import { type RefObject, useEffect, useState } from 'react';
import { placeFab, type Span } from './supportButtonPlace';

const CONTROLS =
  'button, a[href], input, select, textarea, [role="button"], [role="tab"], [role="switch"], [role="slider"]';

/** The vertical spans of `rects` that cross the column from `left` to `right` and are on screen. */
function spansIn(rects: Iterable<DOMRect>, left: number, right: number, height: number, into: Span[]) {
  for (const r of rects) {
    if (r.width === 0 || r.height === 0 || r.right <= left || r.left >= right) continue;
    if (r.bottom <= 0 || r.top >= height) continue;
    into.push({ top: r.top, bottom: r.bottom });
  }
}

/** What the page shows in the column, as [controls, values]. */
function obstacles(left: number, right: number, height: number): [Span[], Span[]] {
  const controls: Span[] = [];
  const values: Span[] = [];
  const main = document.querySelector('main');
  if (!main) return [controls, values];
  spansIn(
    Array.from(main.querySelectorAll(CONTROLS), (el) => el.getBoundingClientRect()),
    left,
    right,
    height,
    controls,
  );
  const texts = document.createTreeWalker(main, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => (n.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
  });
  const range = document.createRange();
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    range.selectNodeContents(node);
    spansIn(range.getClientRects(), left, right, height, values);
  }
  return [controls, values];
}

/**
 * The top at which `button` (of `size`) covers nothing in its column, nearest to `wanted`; `wanted`
 * itself while `frozen` (being dragged).
 */
export function useClearTop(
  button: RefObject<HTMLElement | null>,
  wanted: number,
  size: number,
  frozen: boolean,
): number {
  const [top, setTop] = useState(wanted);
  useEffect(() => {
    if (frozen) {
      setTop(wanted);
      return;
    }
    let frame = 0;
    const measure = () => {
      frame = 0;
      const column = button.current?.getBoundingClientRect();
      if (!column) return;
      const height = window.innerHeight;
      setTop(placeFab(wanted, height, size, obstacles(column.left, column.right, height)));
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    // The screen's content changes (a lazy screen arrives, a form grows a row), or moves.
    const mutations = new MutationObserver(later);
    mutations.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', later, { capture: true, passive: true });
    window.addEventListener('resize', later);
    return () => {
      mutations.disconnect();
      window.removeEventListener('scroll', later, { capture: true });
      window.removeEventListener('resize', later);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [button, wanted, size, frozen]);
  return top;
}
