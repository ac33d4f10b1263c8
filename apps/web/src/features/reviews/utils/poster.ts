import { POSTER_SMALL_WIDTH } from '@venues/contracts/review-list';

// The poster's sizes: a phone's card shows it 128 px wide; wider screens, a grid column up to about 320 px.
export const POSTER_SIZES = '(min-width: 640px) 320px, 128px';
// The full poster, as the width srcset states it: a hint to choose between the two, whatever its real width.
const POSTER_FULL_WIDTH = 360;

/** The small WebP poster and the full one, for the browser to pick by the width a card shows it at. */
export function posterSrcSet(smallUrl: string, fullUrl: string): string {
  return `${smallUrl} ${POSTER_SMALL_WIDTH}w, ${fullUrl} ${POSTER_FULL_WIDTH}w`;
}

/**
 * Starts loading a poster as its card will ask for it (the same choice of file, at high priority), before the
 * card has rendered: the reviews page's first poster is its largest paint. Once per poster.
 */
export function preloadPoster(review: { posterUrl: string; posterSmallUrl: string | null }): void {
  const attributes: Record<string, string> = review.posterSmallUrl
    ? {
        type: 'image/webp',
        imagesrcset: posterSrcSet(review.posterSmallUrl, review.posterUrl),
        imagesizes: POSTER_SIZES,
      }
    : { href: review.posterUrl };
  const asked = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].some(
    (link) =>
      link.getAttribute('imagesrcset') === (attributes.imagesrcset ?? null) &&
      link.getAttribute('href') === (attributes.href ?? null),
  );
  if (asked) return;
  const link = document.createElement('link');
  for (const [name, value] of Object.entries({
    rel: 'preload',
    as: 'image',
    fetchpriority: 'high',
    ...attributes,
  }))
    link.setAttribute(name, value);
  document.head.append(link);
}
