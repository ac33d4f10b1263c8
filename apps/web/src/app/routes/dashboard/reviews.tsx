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
import { useCan } from '@/hooks/use-current-venue';

export function ReviewsRoute() {
  const { t } = useTranslation('reviews');
  // The link decides whose reviews to list: it may switch the venue.
  const link = useReviewDeepLink();
  const plan = useCurrentPlan();
  // Owners and managers reply and report reviews to staff; staff hide them from /admin instead, and a team
  // member only reads them.
  const admin = useAdminAccess();
  const canReply = useCan('reviews.reply') === true;
  const canDownload = useCan('reviews.download') === true && currentPlanAllows(plan, 'downloadVideos');
  const canReport = admin.data === false && canReply;
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
        canDownload={canDownload}
        canReport={canReport}
      />
      {/* Outside the grid, which starts afresh when the link switches the venue. */}
      <ReviewDeepLink link={link} canDownload={canDownload} canReport={canReport} />
    </DashboardPage>
  );
}
