import type { PublicVenue } from '@venues/contracts/public-reviews';
import type { Language } from '@venues/contracts/users';
import { escapeHtml } from '../mail/templates/layout';
import { attr, pageHtml } from './public-page-parts';
import { PUBLIC_PAGE_TEXTS } from './public-pages-texts';

/**
 * What a visitor sees instead of a public page that is not there: a share link whose review was taken back
 * (with the way to the venue's wall), or an address where no venue is. Never indexed.
 */
export function notFoundPageHtml(language: Language, venue?: PublicVenue): string {
  const texts = PUBLIC_PAGE_TEXTS[language];
  const title = venue ? texts.goneTitle : texts.unknownTitle;
  const body = venue ? texts.goneBody : texts.unknownBody;
  const link = venue
    ? `<p class="pager"><a class="button" href="${attr(new URL(venue.wall_url).pathname)}">${escapeHtml(texts.allReviews(venue.name))}</a></p>`
    : '';
  return pageHtml(
    {
      language,
      title,
      description: body,
      meta: '<meta name="robots" content="noindex">',
    },
    `<main class="wrap single"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${link}</main>`,
  );
}
