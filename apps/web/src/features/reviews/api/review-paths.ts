/** The paths of one review's publishing routes: its public reply, and its highlight on the wall. */
export const reviewPath = (placeId: string, reviewId: string) =>
  `/places/${encodeURIComponent(placeId)}/reviews/${encodeURIComponent(reviewId)}`;
