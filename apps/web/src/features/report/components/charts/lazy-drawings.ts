import { lazyScreen } from '@/lib/lazy-screen';

const load = () => import('./drawings');

/*
 * The drawings from the charts' chunk, which the first drawing rendered loads for all of them; a drawing
 * rendered after that (a chart scrolled to later, or shown again after its table) draws at once.
 */
export const ReviewsDrawing = lazyScreen(load, (module) => module.ReviewsDrawing);
export const VisitsDrawing = lazyScreen(load, (module) => module.VisitsDrawing);
export const ValueDrawing = lazyScreen(load, (module) => module.ValueDrawing);
export const RatingDistributionDrawing = lazyScreen(load, (module) => module.RatingDistributionDrawing);
export const SubRatingsDrawing = lazyScreen(load, (module) => module.SubRatingsDrawing);
export const MissionsDrawing = lazyScreen(load, (module) => module.MissionsDrawing);
