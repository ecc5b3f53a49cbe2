// What the layout test looks for on a screen, run inside the page (page.evaluate): text that does
// not fit where it is shown, in whatever language the screen is in (issue 20). Self-contained: the
// function is serialised into the page, so it may use nothing from this module's scope.

export type LayoutFault = {
  kind:
    | 'page scrolls sideways'
    | 'off screen'
    | 'clipped text'
    | 'cut text'
    | 'cut placeholder'
    | 'broken word'
    | 'wrapped';
  /** A CSS path to the element, to find it in the screenshot and in the code. */
  where: string;
  text: string;
  detail: string;
};

export type LayoutRules = {
  /** Elements whose text may be cut by design (content the app does not write: titles, names). */
  mayTruncate: string;
  /** Tile-like labels: they may wrap between words, never inside one. */
  wholeWords: string;
  /** Controls whose text must stay on one line (a toggle that wraps looks broken). */
  oneLine: string;
};

export function findLayoutFaults(rules: LayoutRules): LayoutFault[] {
  const faults: LayoutFault[] = [];
  const viewport = document.documentElement.clientWidth;
  const lang = document.documentElement.lang || 'en';

  const textOf = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
  const pathOf = (el: Element) => {
    const parts: string[] = [];
    for (let e: Element | null = el; e && e !== document.body && parts.length < 5; e = e.parentElement) {
      const id = e.id ? `#${e.id}` : '';
      const classes = [...e.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('');
      const test = e.getAttribute('data-testid');
      parts.unshift(`${e.tagName.toLowerCase()}${id}${classes}${test ? `[data-testid="${test}"]` : ''}`);
    }
    return parts.join(' > ');
  };
  const add = (kind: LayoutFault['kind'], el: Element, detail: string) =>
    faults.push({ kind, where: pathOf(el), text: textOf(el), detail });

  // Text lines of an element's text, as laid out: one client rect top per line.
  const lineTops = (range: Range, tolerance: number) => {
    const tops: number[] = [];
    for (const r of range.getClientRects()) {
      if (r.width < 1) continue;
      if (!tops.some((t) => Math.abs(t - r.top) < tolerance)) tops.push(r.top);
    }
    return tops.length;
  };

  const scroller = document.scrollingElement ?? document.documentElement;
  if (scroller.scrollWidth > viewport + 1) {
    add('page scrolls sideways', document.body, `document ${scroller.scrollWidth}px wide in a ${viewport}px screen`);
  }

  // Whether the element is shown at all (visually-hidden text for assistive technology is not).
  const shown = (el: Element, style: CSSStyleDeclaration) => {
    if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return false;
    if (style.clip !== 'auto' && style.clip !== '' && style.position === 'absolute') return false;
    const box = el.getBoundingClientRect();
    return box.width > 1 && box.height > 1;
  };

  // Walks the tree; `contained` once an ancestor clips or scrolls sideways: what sticks out of the
  // screen then is that ancestor's business (a scrolling tab strip, a banner carousel).
  const visit = (el: Element, contained: boolean) => {
    const style = getComputedStyle(el);
    if (!shown(el, style)) return;
    const box = el.getBoundingClientRect();
    if (!contained && style.position !== 'fixed' && (box.right > viewport + 1 || box.left < -1)) {
      add('off screen', el, `spans ${Math.round(box.left)}–${Math.round(box.right)}px of ${viewport}px`);
      return; // its children stick out with it
    }
    const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const scrollsX = style.overflowX === 'auto' || style.overflowX === 'scroll';
    const hasText = textOf(el) !== '' && el.querySelector('img,canvas,svg,video') === null;
    const allowed = el.matches(rules.mayTruncate) || el.closest(rules.mayTruncate) !== null;
    if (hasText && !allowed) {
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) {
        add('cut text', el, `ellipsis: ${el.scrollWidth}px of text in ${el.clientWidth}px`);
      } else if (style.webkitLineClamp !== 'none' && el.scrollHeight > el.clientHeight + 1) {
        add('cut text', el, `line clamp: ${el.scrollHeight}px of text in ${el.clientHeight}px`);
      } else if (clipsX && el.scrollWidth > el.clientWidth + 1) {
        add('clipped text', el, `${el.scrollWidth}px of content in ${el.clientWidth}px, overflow hidden`);
      }
    }
    for (const child of el.children) visit(child, contained || clipsX || scrollsX);
  };
  visit(document.body, false);

  // Tile labels: every line break must fall at a sensible point — at a space, after punctuation
  // or a hyphen, or between two words the language's segmenter finds (each of two letters or more:
  // ICU cuts unknown katakana into one-letter pieces, which are not words).
  const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  const sensibleAfter = /[\s\p{P}\u00AD\u200B]$/u;
  for (const el of document.querySelectorAll(rules.wholeWords)) {
    if (!shown(el, getComputedStyle(el))) continue;
    const text = el.textContent ?? '';
    const segments = [...segmenter.segment(text)];
    const wordStarts = new Set<number>();
    segments.forEach((seg, i) => {
      const before = segments[i - 1];
      if (before?.isWordLike && seg.isWordLike && before.segment.length > 1 && seg.segment.length > 1) {
        wordStarts.add(seg.index);
      }
    });
    // Where each line starts: the text's characters, one range each, by the top of their box.
    const tolerance = Number.parseFloat(getComputedStyle(el).fontSize) / 2;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let offset = 0;
    let top: number | null = null;
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const node = n as Text;
      for (let i = 0; i < node.length; i++, offset++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = [...range.getClientRects()].find((r) => r.width > 0);
        if (!box) continue;
        const newLine = top !== null && box.top > top + tolerance;
        top = box.top;
        if (!newLine) continue;
        const before = text.slice(0, offset);
        if (sensibleAfter.test(before) || /^\s/.test(text.slice(offset)) || wordStarts.has(offset)) continue;
        add('broken word', el, `line broken inside a word: "${before.split(/\s/).pop()}" / "${text.slice(offset)}"`);
      }
    }
  }

  // A field's hint cut short tells the user half of what to type.
  const ruler = document.createElement('canvas').getContext('2d');
  for (const el of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
    const style = getComputedStyle(el);
    if (!ruler || el.value !== '' || !shown(el, style)) continue;
    ruler.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    const needed = ruler.measureText(el.placeholder).width;
    if (needed > room + 1) {
      faults.push({
        kind: 'cut placeholder',
        where: pathOf(el),
        text: el.placeholder,
        detail: `${Math.round(needed)}px of hint in ${Math.round(room)}px`,
      });
    }
  }

  for (const el of document.querySelectorAll(rules.oneLine)) {
    if (!shown(el, getComputedStyle(el))) continue;
    const range = document.createRange();
    range.selectNodeContents(el);
    const lines = lineTops(range, Number.parseFloat(getComputedStyle(el).fontSize) / 2);
    if (lines > 1) add('wrapped', el, `${lines} lines where one is meant`);
  }
  return faults;
}
