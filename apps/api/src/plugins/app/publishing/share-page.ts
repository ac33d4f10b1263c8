import type { PublicReview, PublicVenue } from '@venues/contracts/public-reviews';
import type { Language } from '@venues/contracts/users';
import { escapeHtml } from '../mail/templates/layout';
import {
  attr,
  jsonForScript,
  metaTags,
  pageHtml,
  privacyLinkHtml,
  reviewHtml,
  VIDEO_FRAME,
} from './public-page-parts';
import { PUBLIC_PAGE_TEXTS } from './public-pages-texts';
import { ratingSummary, restaurantJsonLd } from './wall-page';

export type SharePageInput = {
  language: Language;
  venue: PublicVenue;
  review: PublicReview;
  showCredit: boolean;
};

/**
 * One public review on a page of its own: a link pasted into a chat or a social network previews its video
 * (og:video) over its poster (og:image), and opens a page that plays it.
 */
export function sharePageHtml({ language, venue, review, showCredit }: SharePageInput): string {
  const texts = PUBLIC_PAGE_TEXTS[language];
  const title = texts.shareTitle(review.author, venue.name);
  const description = review.body ? `${review.title}: ${review.body}` : review.title;
  const short = description.length > 200 ? `${description.slice(0, 197)}…` : description;
  const secure = review.video_url?.startsWith('https:') ? review.video_url : undefined;
  const video: [string, string][] = review.video_url
    ? [
        ['og:video', review.video_url],
        ...(secure ? ([['og:video:secure_url', secure]] as [string, string][]) : []),
        ['og:video:type', 'video/mp4'],
        ['og:video:width', String(VIDEO_FRAME.width)],
        ['og:video:height', String(VIDEO_FRAME.height)],
      ]
    : [];
  const image: [string, string][] = review.poster_url
    ? [
        ['og:image', review.poster_url],
        ['og:image:width', String(VIDEO_FRAME.width)],
        ['og:image:height', String(VIDEO_FRAME.height)],
        ['og:image:alt', texts.videoOf(review.author)],
      ]
    : [];
  // Twitter plays a video inline only from a player card, whose page must be https: a summary card elsewhere.
  const twitter: [string, string][] =
    secure && review.poster_url
      ? [
          ['twitter:card', 'player'],
          ['twitter:player', review.share_url],
          ['twitter:player:width', String(VIDEO_FRAME.width)],
          ['twitter:player:height', String(VIDEO_FRAME.height)],
          ['twitter:image', review.poster_url],
        ]
      : [['twitter:card', review.poster_url ? 'summary_large_image' : 'summary']];
  const jsonLd = { ...restaurantJsonLd(venue, [review]) };
  const meta =
    (review.poster_url
      ? `<link rel="preload" as="image" href="${attr(review.poster_url)}" fetchpriority="high">`
      : '') +
    metaTags([
      ['og:type', review.video_url ? 'video.other' : 'article'],
      ['og:site_name', venue.name],
      ['og:title', title],
      ['og:description', short],
      ['og:url', review.share_url],
      ['og:locale', texts.locale.replace('-', '_')],
      ...video,
      ...image,
      ...twitter,
      ['twitter:title', title],
      ['twitter:description', short],
    ]) +
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`;
  const rating = ratingSummary(texts, venue);
  const wallPath = new URL(venue.wall_url).pathname;
  const body =
    `<header class="venue"><div class="wrap single"><h1>${escapeHtml(venue.name)}</h1><p class="address">${escapeHtml(venue.address)}</p>${
      rating.average === null
        ? ''
        : `<p class="rating"><span class="stars" aria-hidden="true">★</span><strong>${escapeHtml(texts.averageLabel(rating.average))}</strong><span>${escapeHtml(rating.count)}</span></p><p class="scope">${escapeHtml(texts.ratingScope)}</p>`
    }</div></header>` +
    `<main class="wrap single">${reviewHtml(texts, venue.name, review, { eager: true, heading: 'h2' })}<p class="pager"><a class="button" href="${attr(wallPath)}">${escapeHtml(texts.allReviews(venue.name))}</a></p><section class="statement" aria-labelledby="statement-title"><h2 id="statement-title">${escapeHtml(texts.statementTitle)}</h2>${texts
      .statement(venue.name)
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('')}</section></main>` +
    `<footer class="wrap single">${showCredit ? `<p>${escapeHtml(texts.credit)}</p>` : ''}<p>${privacyLinkHtml(language)}</p></footer>`;
  return pageHtml({ language, title, description: short, canonical: review.share_url, meta }, body);
}
