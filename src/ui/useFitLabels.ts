// Keeps the labels matching `selector` inside `container` shrunk to fit (fitText.ts): again when the
// words change (`key`, e.g. the language), when the container's width changes, and when fonts load.
import { type RefObject, useLayoutEffect } from 'react';
import { type FitOptions, fitLabels } from './fitText';

export function useFitLabels(
  container: RefObject<HTMLElement | null>,
  selector: string,
  options: FitOptions,
  key: unknown,
): void {
  const { min, lines, step } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the labels' words, which the DOM holds
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const refit = () => fitLabels(root.querySelectorAll<HTMLElement>(selector), { min, lines, step });
    refit();
    // Only a change of width matters: the height changes with the fitting itself.
    let width = root.clientWidth;
    const resized = new ResizeObserver(() => {
      if (root.clientWidth === width) return;
      width = root.clientWidth;
      refit();
    });
    resized.observe(root);
    document.fonts?.addEventListener('loadingdone', refit);
    return () => {
      resized.disconnect();
      document.fonts?.removeEventListener('loadingdone', refit);
    };
  }, [container, selector, min, lines, step, key]);
}
