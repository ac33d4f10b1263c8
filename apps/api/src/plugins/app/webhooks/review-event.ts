import { publicAuthorName } from '@venues/contracts/public-reviews';
import { webPaths } from '@venues/contracts/web-paths';
import { hasPublicConsent, isPublicReview } from '../reviews/review-visibility';
import type { ReviewFacts } from './webhooks-repository';

/**
 * The `data` of a review event: only what may leave the product. The guest's first name and initial,
 * never the uid or the full name; the public page's URL only when the guest chose public display; no
 * media URL at all, since the private ones are signed and expire.
 */
export function reviewEventData(facts: ReviewFacts, origin: string) {
  const { review, place, reply } = facts;
  const shownReply = reply && reply.body !== null && reply.hiddenAt === null ? reply : null;
  return {
    review: {
      id: review.id,
      rating: review.ratingOverall,
      ratings: {
        food: review.ratingFood,
        price: review.ratingPrice,
        atmosphere: review.ratingAtmosphere,
        service: review.ratingService,
      },
      title: review.title,
      text: review.description,
      guest_name: publicAuthorName(facts.guestName),
      published_at: review.publishedAt?.toISOString() ?? null,
      public_consent: hasPublicConsent(review),
      share_url: isPublicReview(review) ? `${origin}${webPaths.reviewShare(place.slug, review.id)}` : null,
      reply: shownReply
        ? {
            text: shownReply.body,
            created_at: shownReply.createdAt?.toISOString() ?? null,
            updated_at: shownReply.updatedAt?.toISOString() ?? null,
          }
        : null,
    },
    venue: venueData(place, origin),
  };
}

export function venueData(place: { id: string; name: string; slug: string }, origin: string) {
  return {
    id: place.id,
    name: place.name,
    slug: place.slug,
    wall_url: `${origin}${webPaths.wall(place.slug)}`,
  };
}
