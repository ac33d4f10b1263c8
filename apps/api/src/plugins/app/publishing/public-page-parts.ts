import type { PublicReview } from '@venues/contracts/public-reviews';
import type { Language } from '@venues/contracts/users';
import { webPaths } from '@venues/contracts/web-paths';
import { PRIVACY_TEXTS } from '../legal/privacy-texts';
import { escapeHtml } from '../mail/templates/layout';
import { formatPublicDate, type PublicPageTexts } from './public-pages-texts';

/*
 * The pieces the wall and the share page are drawn from: every text is escaped here, once, and nothing on
 * these pages needs a script to work. A video loads nothing before it is played (preload="none"): the
 * poster shows until then.
 */

/** The size og:video announces: the capture keeps the longest side at 1280 px, recorded upright. */
export const VIDEO_FRAME = { width: 720, height: 1280 };

/** JSON in a <script type="application/ld+json"> block: no '<' can close the element early. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const attr = escapeHtml;

/** The link to the privacy notice, in the page's language; `newTab` for a page framed by another site. */
export function privacyLinkHtml(language: Language, newTab = false): string {
  const target = newTab ? ' target="_blank" rel="noopener"' : '';
  return `<a href="${attr(webPaths.privacy(language))}"${target}>${escapeHtml(PRIVACY_TEXTS[language].title)}</a>`;
}

/** Five stars, read out as one sentence. */
export function starsHtml(texts: PublicPageTexts, rating: number | null): string {
  if (rating === null) return '';
  const stars = '★'.repeat(rating) + '☆'.repeat(5 - rating);
  return `<span class="stars" role="img" aria-label="${attr(texts.stars(rating))}">${stars}</span>`;
}

/**
 * A review's video, its poster showing until it is played. A deferred poster is a background image, which a
 * browser fetches only once the review is about to be drawn (see content-visibility below), so that the
 * first reviews' posters do not share the phone's bandwidth with every other one.
 */
export function videoHtml(
  texts: PublicPageTexts,
  review: PublicReview,
  { eager = false, deferPoster = false } = {},
): string {
  const label = attr(texts.videoOf(review.author));
  const size = `width="${VIDEO_FRAME.width}" height="${VIDEO_FRAME.height}"`;
  if (!review.video_url) {
    return review.poster_url
      ? `<img class="media" src="${attr(review.poster_url)}" alt="${label}" ${size}${eager ? '' : ' loading="lazy"'}>`
      : '';
  }
  const poster = !review.poster_url
    ? ''
    : deferPoster
      ? ` style="background-image:url(&quot;${attr(encodeURI(review.poster_url))}&quot;)"`
      : ` poster="${attr(review.poster_url)}"`;
  return `<video class="media" controls playsinline preload="none"${poster} ${size} aria-label="${label}"><source src="${attr(review.video_url)}" type="video/mp4"></video>`;
}

export function replyHtml(texts: PublicPageTexts, venue: string, review: PublicReview): string {
  if (!review.reply) return '';
  return `<div class="reply"><p class="reply-head"><strong>${escapeHtml(texts.replyFrom(venue))}</strong> · <time datetime="${attr(review.reply.replied_at)}">${escapeHtml(formatPublicDate(texts, review.reply.replied_at))}</time></p><p>${escapeHtml(review.reply.body)}</p></div>`;
}

/** One review: its video, its rating, its words, who and when, and the venue's reply. */
export function reviewHtml(
  texts: PublicPageTexts,
  venue: string,
  review: PublicReview,
  options: { eager?: boolean; deferPoster?: boolean; heading?: 'h2' | 'h3'; link?: boolean } = {},
): string {
  const heading = options.heading ?? 'h3';
  const title = options.link
    ? `<a href="${attr(new URL(review.share_url).pathname)}">${escapeHtml(review.title)}</a>`
    : escapeHtml(review.title);
  const badge = review.highlighted ? `<p class="badge">${escapeHtml(texts.highlighted)}</p>` : '';
  return `<article class="review">${videoHtml(texts, review, options)}<div class="review-text">${badge}${starsHtml(texts, review.rating)}<${heading} class="review-title">${title}</${heading}><p class="byline">${escapeHtml(review.author)} · <time datetime="${attr(review.published_at)}">${escapeHtml(formatPublicDate(texts, review.published_at))}</time></p>${review.body ? `<p class="review-body">${escapeHtml(review.body)}</p>` : ''}${replyHtml(texts, venue, review)}</div></article>`;
}

/** The styles of the wall and the share page: small, system fonts, readable from 320 px up. */
export const PAGE_STYLE = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f8fafc}
a{color:#0f5f58}
.wrap{max-width:1120px;margin:0 auto;padding:24px 16px}
header.venue{background:#fff;border-bottom:1px solid #e2e8f0}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 4px}
h2{font-size:1.25rem;margin:32px 0 16px}
.address{margin:0;color:#475569}
.rating{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 12px;margin:16px 0 4px;font-size:1.125rem}
.rating strong{font-size:1.5rem}
.scope{margin:0;color:#475569;font-size:.875rem}
.stars{color:#b45309;letter-spacing:2px}
.reviews{list-style:none;margin:0;padding:0;display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(min(100%,320px),1fr))}
/* A deferred poster is the video's background: Chromium's controls would cover it with grey. */
video.media::-webkit-media-controls{background:transparent}
/* Reviews below the first three are drawn, and their posters fetched, only as they near the screen. */
.reviews>li:nth-child(n+4){content-visibility:auto;contain-intrinsic-size:auto 720px}
.review{background:#fff;border:1px solid #e2e8f0;border-radius:12px;overflow:hidden;height:100%}
.media{display:block;width:100%;height:auto;aspect-ratio:9/16;max-height:min(70vh,460px);object-fit:contain;background:#0f172a center/contain no-repeat}
.review-text{padding:12px 16px 16px}
.review-title{font-size:1.0625rem;margin:4px 0}
.byline{margin:0;color:#475569;font-size:.875rem}
.review-body{margin:8px 0 0;white-space:pre-line}
.badge{display:inline-block;margin:0 0 4px;padding:2px 8px;border-radius:999px;background:#ccfbf1;color:#134e4a;font-size:.75rem;font-weight:600}
.reply{margin-top:12px;padding:8px 12px;border-left:3px solid #0f766e;background:#f0fdfa;font-size:.9375rem}
.reply p{margin:0;white-space:pre-line}
.reply .reply-head{margin-bottom:4px;white-space:normal}
.pager{display:flex;flex-wrap:wrap;gap:12px;margin:24px 0}
.button{display:inline-block;padding:10px 18px;border-radius:8px;background:#0f766e;color:#fff;font-weight:600;text-decoration:none}
.button.secondary{background:#fff;color:#0f5f58;border:1px solid #0f766e}
.empty{background:#fff;border:1px dashed #cbd5e1;border-radius:12px;padding:24px;margin:0}
.statement{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:12px 16px;margin:0;font-size:.875rem;color:#334155}
.statement h2{margin:0 0 4px;font-size:.9375rem;color:#1f2937}
.statement p{margin:2px 0}
.missions{list-style:none;padding:0;margin:0;display:grid;gap:8px}
.missions a{font-weight:600}
footer{color:#475569;font-size:.875rem;padding-bottom:32px}
footer p{margin:4px 0}
.single{max-width:560px}
.legal{max-width:760px}
.legal h2{margin:28px 0 8px}
.legal li{margin:4px 0}
.retention{border-collapse:collapse;width:100%;background:#fff;border:1px solid #e2e8f0}
.retention th,.retention td{text-align:left;vertical-align:top;padding:8px 12px;border-bottom:1px solid #e2e8f0}
.retention th{font-weight:400}
.retention td{white-space:nowrap;font-weight:600}`;

export type PageHead = {
  language: string;
  title: string;
  description: string;
  /** The page's one address, when it has one. */
  canonical?: string;
  /** Extra tags, already escaped: Open Graph, alternates, JSON-LD. */
  meta: string;
};

export function pageHtml(head: PageHead, body: string): string {
  return `<!doctype html><html lang="${head.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(head.title)}</title><meta name="description" content="${attr(head.description)}">${head.canonical ? `<link rel="canonical" href="${attr(head.canonical)}">` : ''}${head.meta}<style>${PAGE_STYLE}</style></head><body>${body}</body></html>`;
}

/** Open Graph and Twitter tags from name/content pairs. */
export const metaTags = (tags: [string, string][]) =>
  tags
    .map(([name, content]) =>
      name.startsWith('twitter:')
        ? `<meta name="${name}" content="${attr(content)}">`
        : `<meta property="${name}" content="${attr(content)}">`,
    )
    .join('');
