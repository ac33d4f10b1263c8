import { Icon, type IconProps } from './icon';

/*
 * The app's icons, one named export each: import the ones you need (no map of names, so that a bundle keeps
 * only those). Each takes its size and colour from `className`, e.g. `<DownloadIcon className="size-4" />`.
 * Outlined icons are on a 24-unit grid, solid ones on a 20-unit one.
 *
 * A few come in two drawings (Download, Check, QR code): the screens drew them differently before they
 * were gathered here, and each screen keeps its own, pixel for pixel. Moving a screen to the other drawing
 * is a visible change.
 *
 * Artwork that is not an icon stays with its component: the logo, the spinner, the flags, the Google mark,
 * react-toastify's close button, the capture page's stars.
 */

// Outlined, 24-unit grid

export function FourSquaresIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="7" height="7" rx="1.5" />
      <rect x="14" y="3" width="7" height="7" rx="1.5" />
      <rect x="3" y="14" width="7" height="7" rx="1.5" />
      <rect x="14" y="14" width="7" height="7" rx="1.5" />
    </Icon>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M10 8.5v7l5.5-3.5z" fill="currentColor" />
    </Icon>
  );
}

export function TrophyIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0z" />
      <path d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4" />
    </Icon>
  );
}

/** Square finder squares; see also QrCodeRoundedIcon. */
export function QrCodeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="7" height="7" />
      <rect x="14" y="3" width="7" height="7" />
      <rect x="3" y="14" width="7" height="7" />
      <path d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3" />
    </Icon>
  );
}

/** A QR code too, drawn differently from QrCodeIcon (rounded finder squares, another corner pattern). */
export function QrCodeRoundedIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <path d="M14 14h3v3h-3zM20 14v1M14 20h1M17 17h4v4h-4" />
    </Icon>
  );
}

export function MagicStickIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 20 15 9M15 4v2M19 8h2M18 5l1-1M12 6l-1-1M18 11l1 1" />
    </Icon>
  );
}

export function RequestsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9 5h10M9 12h10M9 19h10M5 5h.01M5 12h.01M5 19h.01" />
    </Icon>
  );
}

export function ProfileIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Icon>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

/** A speech bubble with three dots. */
export function ChatIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 20l1.3-3.9A8 8 0 1 1 8 19.2z M9 10h.01M12 10h.01M15 10h.01" />
    </Icon>
  );
}

/** Thicker than the other outlined icons; see also CheckSolidIcon. */
export function CheckIcon(props: IconProps) {
  return (
    <Icon strokeWidth="2.5" {...props}>
      <path d="M5 12l5 5 9-10" />
    </Icon>
  );
}

/** An arrow down onto a line; see also DownloadShortIcon. */
export function DownloadIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
    </Icon>
  );
}

/** DownloadIcon's arrow and line one unit shorter at each end. */
export function DownloadShortIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </Icon>
  );
}

export function CopyIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </Icon>
  );
}

/** A table of three rows and two columns: a chart's figures shown as a table. */
export function TableIcon(props: IconProps) {
  return (
    <Icon strokeLinecap="butt" {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 10h18M3 15h18M9 4v16" />
    </Icon>
  );
}

/** A rising line on axes: figures that are still to come, in an empty state. Thin, for large sizes. */
export function TrendIcon(props: IconProps) {
  return (
    <Icon strokeWidth="1.5" {...props}>
      <path d="M4 19V5M4 19h16M8 15l3-4 3 2 5-6" />
    </Icon>
  );
}

/** A struck-through camera: no video. Thin, for large sizes. */
export function VideoOffIcon(props: IconProps) {
  return (
    <Icon strokeWidth="1.5" strokeLinejoin="miter" {...props}>
      <path d="M3 3l18 18M15 10l5-3v10M3 7v10a1 1 0 0 0 1 1h11M9 6h5a1 1 0 0 1 1 1v4" />
    </Icon>
  );
}

/** A white play triangle on a dark translucent disc, in its own colours: over a video's poster. */
export function PlayBadgeIcon(props: IconProps) {
  return (
    <Icon solid {...props}>
      <circle cx="12" cy="12" r="11" fill="rgb(15 23 42 / 0.55)" />
      <path d="M10 8v8l6-4z" fill="#fff" />
    </Icon>
  );
}

// Solid, 20-unit grid

export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon solid viewBox="0 0 20 20" {...props}>
      <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06z" />
    </Icon>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <Icon solid viewBox="0 0 20 20" {...props}>
      <path d="M10 4a1 1 0 0 1 1 1v4h4a1 1 0 1 1 0 2h-4v4a1 1 0 1 1-2 0v-4H5a1 1 0 1 1 0-2h4V5a1 1 0 0 1 1-1z" />
    </Icon>
  );
}

/** See also CheckIcon (outlined) and CheckSolidLowIcon. */
export function CheckSolidIcon(props: IconProps) {
  return (
    <Icon solid viewBox="0 0 20 20" {...props}>
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z" />
    </Icon>
  );
}

/** CheckSolidIcon with its corner half a unit lower and its short stroke's end a unit lower. */
export function CheckSolidLowIcon(props: IconProps) {
  return (
    <Icon solid viewBox="0 0 20 20" {...props}>
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
    </Icon>
  );
}

/** A rosette with a check: verified. */
export function VerifiedIcon(props: IconProps) {
  return (
    <Icon solid viewBox="0 0 20 20" {...props}>
      <path d="M10 1.5l2.2 1.6 2.7-.1.8 2.6 2.2 1.6-.9 2.6.9 2.6-2.2 1.6-.8 2.6-2.7-.1L10 18.5l-2.2-1.6-2.7.1-.8-2.6-2.2-1.6.9-2.6-.9-2.6 2.2-1.6.8-2.6 2.7.1L10 1.5zm3.2 6.2a.8.8 0 0 0-1.1-1.1L9 9.7 7.9 8.6a.8.8 0 1 0-1.1 1.1l1.6 1.7c.3.3.8.3 1.1 0l3.7-3.7z" />
    </Icon>
  );
}

export function StarIcon(props: IconProps) {
  return (
    <Icon solid viewBox="0 0 20 20" {...props}>
      <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z" />
    </Icon>
  );
}
