// Shrink-to-fit for short labels in small boxes (issue 20: home tiles in nine languages). A label
// wraps only between words (CSS word-break: keep-all, no overflow-wrap); when a word or the label
// is still too long for its box, its font steps down to a floor instead of the word breaking in
// the middle (コピートレー/ド). Only past the floor does the label say so (data-squeezed), for CSS
// to let the word break rather than spill over the next tile.

/** The largest size from `max` down to `min`, in `step`s, at which `fits` holds; null when none does. */
export function largestFitting(max: number, min: number, step: number, fits: (size: number) => boolean): number | null {
  for (let size = max; size >= min - 1e-9; size -= step) if (fits(size)) return size;
  return null;
}

export type FitOptions = {
  /** The smallest font size in px a label may take (legibility's floor). */
  min: number;
  /** Lines a label may take. */
  lines: number;
  /** px per step down. */
  step?: number;
};

/** Whether the element's text lies within its box, in width and in `lines` lines. */
function fitsBox(el: HTMLElement, lines: number): boolean {
  const lineHeight = Number.parseFloat(getComputedStyle(el).lineHeight);
  const tallest = Number.isFinite(lineHeight) ? lines * lineHeight + 1 : Number.POSITIVE_INFINITY;
  return el.scrollWidth <= el.clientWidth + 0.5 && el.scrollHeight <= tallest;
}

/** Gives each label the largest font size, up to its stylesheet's, at which its text fits its box. */
export function fitLabels(labels: Iterable<HTMLElement>, { min, lines, step = 0.5 }: FitOptions): void {
  for (const el of labels) {
    el.style.fontSize = '';
    el.removeAttribute('data-squeezed');
    const max = Number.parseFloat(getComputedStyle(el).fontSize);
    const size = largestFitting(max, min, step, (s) => {
      el.style.fontSize = s === max ? '' : `${s}px`;
      return fitsBox(el, lines);
    });
    if (size === null) {
      el.style.fontSize = `${min}px`;
      el.setAttribute('data-squeezed', '');
    }
  }
}
