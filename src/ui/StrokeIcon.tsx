import type { ReactNode } from 'react';

/**
 * A 24-unit line icon drawn in the text colour; decorative, so hidden from assistive technology
 * (the button or link around it carries the name). `round` rounds the line ends, `joins` the corners too;
 * `children` adds shapes beside the path (the eye's pupil).
 */
export function StrokeIcon(props: {
  d: string;
  size: number;
  weight: number;
  round?: 'ends' | 'ends-and-joins';
  children?: ReactNode;
}) {
  const { d, size, weight, round, children } = props;
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={weight}
        strokeLinecap={round ? 'round' : undefined}
        strokeLinejoin={round === 'ends-and-joins' ? 'round' : undefined}
      />
      {children}
    </svg>
  );
}
