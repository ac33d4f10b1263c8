import { useTranslation } from 'react-i18next';
import { useAdminAccess } from '@/features/admin/hooks/use-admin-access';
import { useCurrentPlan } from '@/features/billing/hooks/use-current-plan';
import { currentPlanAllows } from '@/features/billing/utils/current-plan';
import { BillingUnavailable } from '@/features/billing/components/billing-unavailable';
import { ReviewDeepLink } from '@/features/reviews/components/review-deep-link';
import { useReviewDeepLink } from '@/features/reviews/hooks/use-review-deep-link';
import { ReviewsGrid } from '@/features/reviews/components/reviews-grid';
import { ReviewFilterBar } from '@/features/reviews/components/review-filter-bar';
import { useReviewList } from '@/features/reviews/hooks/use-review-list';
import { useReviewCodes } from '@/features/qr-studio/api/get-review-codes';
import { DashboardPage } from '@/components/layout/dashboard-page';

export function ReviewsRoute() {
  const { t } = useTranslation('reviews');
  // The link decides whose reviews to list: it may switch the venue.
  const link = useReviewDeepLink();
  const plan = useCurrentPlan();
  // Owners report reviews to staff; staff hide them from /admin instead.
  const admin = useAdminAccess();
  const [list, setList] = useReviewList();
  const codes = useReviewCodes(link.placeId).data;
  return (
    <DashboardPage title={t('title')} intro={<p className="text-sm text-slate-600">{t('subtitle')}</p>}>
      {/* Only the downloads need the billing account; the reviews do not wait for it. */}
      <BillingUnavailable />
      <ReviewFilterBar
        key={`filters-${link.placeId ?? ''}`}
        list={list}
        codes={codes?.map((code) => ({ id: code.id, label: code.label }))}
        onChange={setList}
      />
      <ReviewsGrid
        key={link.placeId}
        placeId={link.placeId}
        list={list}
        onClearFilters={() => setList({ filters: {}, sort: list.sort })}
        canDownload={currentPlanAllows(plan, 'downloadVideos')}
        canReport={admin.data === false}
      />
      {/* Outside the grid, which starts afresh when the link switches the venue. */}
      <ReviewDeepLink
        link={link}
        canDownload={currentPlanAllows(plan, 'downloadVideos')}
        canReport={admin.data === false}
      />
    </DashboardPage>
  );
}
