import type { EmbedQuery, PublicReviewsPage } from '@venues/contracts/public-reviews';
import type { Language } from '@venues/contracts/users';
import { webPaths } from '@venues/contracts/web-paths';
import { escapeHtml } from '../mail/templates/layout';
import { attr, privacyLinkHtml, replyHtml, starsHtml, videoHtml } from './public-page-parts';
import { formatPublicDate, PUBLIC_PAGE_TEXTS } from './public-pages-texts';
import { ratingSummary } from './wall-page';

/*
 * The page a venue's website frames: its newest public reviews (highlights first) as a carousel or a grid,
 * light or dark. Posters only until a video is played; no cookie, nothing from another origin. Its one
 * script, /embed.js, tells the host page its height, for the host's copy of the same script to size the frame.
 */

const EMBED_STYLE = `*,*::before,*::after{box-sizing:border-box}
html{color-scheme:light}
html[data-theme=dark]{color-scheme:dark}
body{margin:0;padding:12px;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#fff}
[data-theme=dark] body{color:#e5e7eb;background:#111827}
a{color:#0f5f58}
[data-theme=dark] a{color:#5eead4}
.top{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:4px 12px;margin-bottom:10px}
.name{margin:0;font-size:1.0625rem}
.rating{margin:0}
.muted{color:#475569;font-size:.8125rem}
[data-theme=dark] .muted{color:#9ca3af}
.stars{color:#b45309;letter-spacing:1px}
[data-theme=dark] .stars{color:#fbbf24}
.reviews{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.grid .reviews{grid-template-columns:repeat(auto-fill,minmax(min(100%,220px),1fr))}
.carousel .reviews{grid-auto-flow:column;grid-auto-columns:min(78%,260px);overflow-x:auto;scroll-snap-type:x mandatory;padding-bottom:6px}
.carousel .reviews>li{scroll-snap-align:start}
.review{border:1px solid #e2e8f0;border-radius:10px;overflow:hidden;height:100%;background:inherit}
[data-theme=dark] .review{border-color:#374151}
.media{display:block;width:100%;height:auto;aspect-ratio:9/16;max-height:360px;object-fit:contain;background:#0f172a}
.text{padding:8px 10px 10px}
.title{font-size:.9375rem;margin:2px 0}
.body{margin:4px 0 0;display:-webkit-box;-webkit-line-clamp:4;-webkit-box-orient:vertical;overflow:hidden}
.reply{margin-top:8px;padding:6px 8px;border-left:3px solid #0f766e;font-size:.8125rem}
.reply p{margin:0}
.foot{display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px 12px;margin-top:10px}
.empty{margin:0}`;

export type EmbedPageInput = {
  language: Language;
  options: EmbedQuery;
  page: PublicReviewsPage;
  showCredit: boolean;
};

export function embedPageHtml({ language, options, page, showCredit }: EmbedPageInput): string {
  const texts = PUBLIC_PAGE_TEXTS[language];
  const { venue, reviews } = page;
  const rating = ratingSummary(texts, venue);
  const items = reviews
    .map(
      (review) =>
        `<li><article class="review">${videoHtml(texts, review)}<div class="text">${starsHtml(texts, review.rating)}<h2 class="title"><a href="${attr(review.share_url)}" target="_blank" rel="noopener">${escapeHtml(review.title)}</a></h2><p class="muted">${escapeHtml(review.author)} · <time datetime="${attr(review.published_at)}">${escapeHtml(formatPublicDate(texts, review.published_at))}</time></p>${review.body ? `<p class="body">${escapeHtml(review.body)}</p>` : ''}${replyHtml(texts, venue.name, review)}</div></article></li>`,
    )
    .join('');
  const list =
    reviews.length === 0
      ? `<p class="empty">${escapeHtml(texts.empty)}</p>`
      : `<ul class="reviews">${items}</ul>`;
  const summary =
    rating.average === null
      ? ''
      : `<p class="rating"><span class="stars" aria-hidden="true">★</span> <strong>${escapeHtml(texts.averageLabel(rating.average))}</strong> <span class="muted">${escapeHtml(rating.count)}</span></p>`;
  return `<!doctype html><html lang="${language}" data-theme="${options.theme}" data-venues-embed><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(texts.embedTitle(venue.name))}</title><style>${EMBED_STYLE}</style></head><body class="${options.layout}"><main><div class="top"><h1 class="name">${escapeHtml(venue.name)}</h1>${summary}</div>${list}<div class="foot"><a href="${attr(venue.wall_url)}" target="_blank" rel="noopener">${escapeHtml(texts.seeAll)}</a>${showCredit ? `<span class="muted">${escapeHtml(texts.credit)}</span>` : ''}<span class="muted">${privacyLinkHtml(language, true)}</span></div></main><script src="${webPaths.embedScript()}" defer></script></body></html>`;
}
