import type { ComponentPropsWithoutRef } from 'react';

/** What an icon of the set takes: its classes (size, colour, spacing) and any other attribute of its <svg>. */
export type IconProps = Omit<ComponentPropsWithoutRef<'svg'>, 'children'>;

const outline = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/**
 * The <svg> of an icon, so that an icon states only its paths: a 24-unit box, hidden from assistive
 * technology (the text or the label of its control names it) and drawn in the text colour, outlined with
 * 2-unit round strokes, or filled when `solid`. Any attribute given overrides these.
 *
 * The icons themselves are in icons.tsx, one named export each, so that a bundle takes only the ones it uses.
 */
export function Icon({
  solid = false,
  children,
  ...props
}: ComponentPropsWithoutRef<'svg'> & { solid?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" {...(solid ? { fill: 'currentColor' } : outline)} {...props}>
      {children}
    </svg>
  );
}
