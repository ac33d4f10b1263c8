import type { PublicReview, PublicReviewsPage, PublicVenue } from '@venues/contracts/public-reviews';
import type { Language } from '@venues/contracts/users';
import { escapeHtml } from '../mail/templates/layout';
import { attr, jsonForScript, metaTags, pageHtml, privacyLinkHtml, reviewHtml } from './public-page-parts';
import type { PublicMissionLink } from './public-reviews';
import { formatAverage, PUBLIC_PAGE_TEXTS, type PublicPageTexts } from './public-pages-texts';

export type WallPageInput = {
  language: Language;
  /** Whether the visitor chose the language (?lang=): the page's links keep the choice. */
  languageAsked: boolean;
  page: PublicReviewsPage;
  /** Whether this is a later page, opened by "more". */
  later: boolean;
  missions: PublicMissionLink[];
  showCredit: boolean;
};

const withQuery = (path: string, params: Record<string, string | undefined>) => {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return query ? `${path}?${query}` : path;
};

/** A rating as a sentence's parts: "4,6 su 5", "123 recensioni". */
export function ratingSummary(texts: PublicPageTexts, venue: PublicVenue) {
  const average = venue.rating.average === null ? null : formatAverage(texts, venue.rating.average);
  return { average, count: texts.reviewCount(venue.rating.count) };
}

/** schema.org: the venue, its rating over every published review, and the reviews this page shows. */
export function restaurantJsonLd(venue: PublicVenue, reviews: PublicReview[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: venue.name,
    address: venue.address,
    url: venue.wall_url,
    ...(venue.rating.average !== null && venue.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: venue.rating.average,
            reviewCount: venue.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    review: reviews.map((review) => ({
      '@type': 'Review',
      name: review.title,
      author: { '@type': 'Person', name: review.author },
      datePublished: review.published_at.slice(0, 10),
      reviewBody: review.body || review.title,
      url: review.share_url,
      ...(review.rating === null
        ? {}
        : { reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 } }),
    })),
  };
}

export function wallPageHtml(input: WallPageInput): string {
  const texts = PUBLIC_PAGE_TEXTS[input.language];
  const { venue, reviews, next_cursor: next } = input.page;
  const path = new URL(venue.wall_url).pathname;
  const lang = input.languageAsked ? input.language : undefined;
  const rating = ratingSummary(texts, venue);
  const poster = reviews.find((review) => review.poster_url)?.poster_url;
  const title = texts.wallTitle(venue.name);
  const description = texts.wallDescription(venue.name, rating.average, venue.rating.count);
  // The first review's poster is what a phone paints largest first: it is fetched before the others.
  const firstPoster = reviews[0]?.poster_url;
  const meta =
    (firstPoster ? `<link rel="preload" as="image" href="${attr(firstPoster)}" fetchpriority="high">` : '') +
    `<link rel="alternate" hreflang="it" href="${attr(withQuery(venue.wall_url, { lang: 'it' }))}">` +
    `<link rel="alternate" hreflang="en" href="${attr(withQuery(venue.wall_url, { lang: 'en' }))}">` +
    `<link rel="alternate" hreflang="x-default" href="${attr(venue.wall_url)}">` +
    (input.later ? '<meta name="robots" content="noindex, follow">' : '') +
    metaTags([
      ['og:type', 'website'],
      ['og:site_name', venue.name],
      ['og:title', title],
      ['og:description', description],
      ['og:url', venue.wall_url],
      ['og:locale', texts.locale.replace('-', '_')],
      ...(poster ? ([['og:image', poster]] as [string, string][]) : []),
      ['twitter:card', poster ? 'summary_large_image' : 'summary'],
      ['twitter:title', title],
      ['twitter:description', description],
    ]) +
    `<script type="application/ld+json">${jsonForScript(restaurantJsonLd(venue, reviews))}</script>`;

  const ratingHtml =
    rating.average === null
      ? `<p class="rating">${escapeHtml(texts.noRating)}</p>`
      : `<p class="rating"><span class="stars" aria-hidden="true">★</span><strong>${escapeHtml(texts.averageLabel(rating.average))}</strong><span>${escapeHtml(rating.count)}</span></p><p class="scope">${escapeHtml(texts.ratingScope)}</p>`;
  const list =
    reviews.length === 0
      ? `<p class="empty">${escapeHtml(texts.empty)}</p>`
      : `<ol class="reviews">${reviews
          .map(
            (review, i) =>
              `<li>${reviewHtml(texts, venue.name, review, { eager: i === 0, deferPoster: i >= 3, link: true })}</li>`,
          )
          .join('')}</ol>`;
  const pager = [
    input.later
      ? `<a class="button secondary" href="${attr(withQuery(path, { lang }))}">${escapeHtml(texts.firstPage)}</a>`
      : '',
    next
      ? `<a class="button" rel="next" href="${attr(withQuery(path, { lang, cursor: next }))}">${escapeHtml(texts.more)}</a>`
      : '',
  ].join('');
  const missions =
    input.missions.length === 0
      ? ''
      : `<section aria-labelledby="missions-title"><h2 id="missions-title">${escapeHtml(texts.missions)}</h2><ul class="missions">${input.missions
          .map(
            (mission) =>
              `<li><a href="${attr(mission.url)}">${escapeHtml(mission.title)}</a>${mission.reward ? ` · ${escapeHtml(mission.reward)}` : ''}</li>`,
          )
          .join('')}</ul></section>`;
  const statement = `<section class="statement" aria-labelledby="statement-title"><h2 id="statement-title">${escapeHtml(texts.statementTitle)}</h2>${texts
    .statement(venue.name)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('')}</section>`;
  const other = texts.otherLanguage;
  const footer = `<footer class="wrap">${input.showCredit ? `<p>${escapeHtml(texts.credit)}</p>` : ''}<p><a href="${attr(withQuery(path, { lang: other.lang }))}" hreflang="${other.lang}" lang="${other.lang}">${escapeHtml(other.label)}</a> · ${privacyLinkHtml(input.language)}</p></footer>`;

  const body =
    `<header class="venue"><div class="wrap"><h1>${escapeHtml(venue.name)}</h1><p class="address">${escapeHtml(venue.address)}</p>${ratingHtml}</div></header>` +
    `<main class="wrap">${statement}<section aria-labelledby="reviews-title"><h2 id="reviews-title">${escapeHtml(texts.heading)}</h2>${list}${pager ? `<nav class="pager" aria-label="${attr(texts.reviewsList)}">${pager}</nav>` : ''}</section>${missions}</main>` +
    footer;
  return pageHtml({ language: input.language, title, description, canonical: venue.wall_url, meta }, body);
}
