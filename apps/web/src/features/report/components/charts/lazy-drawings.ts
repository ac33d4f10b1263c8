import { lazy } from 'react';
import type * as drawings from './drawings';

type Drawings = typeof drawings;

const load = () => import('./drawings');

/** A drawing from the charts' chunk, which the first drawing rendered loads for all of them. */
function lazyDrawing<Name extends keyof Drawings>(name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

export const ReviewsDrawing = lazyDrawing('ReviewsDrawing');
export const VisitsDrawing = lazyDrawing('VisitsDrawing');
export const ValueDrawing = lazyDrawing('ValueDrawing');
export const RatingDistributionDrawing = lazyDrawing('RatingDistributionDrawing');
export const SubRatingsDrawing = lazyDrawing('SubRatingsDrawing');
export const MissionsDrawing = lazyDrawing('MissionsDrawing');
