import type { GuestData } from '@venues/contracts/guest-data';
import type { GuestDataRepository } from './guest-data-repository';

type Holdings = NonNullable<Awaited<ReturnType<GuestDataRepository['holdings']>>>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What the guest's private page lists, in the wire's snake_case. */
export function toGuestData(holdings: Holdings): GuestData {
  return {
    name: holdings.reviewer.displayName,
    reviews: holdings.reviews.map(({ review, venueName }) => ({
      id: review.id,
      venue_name: venueName,
      title: review.title,
      status: review.status,
      created_at: review.createdAt.toISOString(),
      consent: {
        version: review.consentVersion,
        language: review.consentLanguage,
        consented_at: iso(review.consentedAt),
        public_display: review.publicConsent,
        public_display_at: iso(review.publicConsentAt),
      },
    })),
    passes: holdings.passes.map(({ pass, venueName, missionTitle }) => ({
      code: pass.code,
      venue_name: venueName,
      mission_title: missionTitle,
      created_at: pass.createdAt.toISOString(),
      redeemed_at: iso(pass.redeemedAt),
    })),
    visits: holdings.visits.map((visit) => ({
      venue_name: visit.venueName,
      visited_at: visit.visitedAt.toISOString(),
    })),
  };
}
