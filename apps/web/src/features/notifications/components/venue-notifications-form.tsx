import { zodResolver } from '@hookform/resolvers/zod';
import { notificationPreferencesSchema } from '@venues/contracts/notifications';
import { can, type VenueAction } from '@venues/contracts/team-rules';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useServerFieldErrors } from '@/hooks/use-server-field-errors';
import type { ApiRequestError } from '@/lib/api-error';
import { useVenues } from '@/lib/venues-queries';
import type { NotificationPreferences, VenueNotifications } from '../api/get-notifications';
import { useUpdateNotifications } from '../api/update-notifications';
import { NewReviewsField } from './new-reviews-field';
import { SwitchField } from './switch-field';
import '../texts';

// The contracts' rules for each field, under the client's names.
const { shape } = notificationPreferencesSchema;
const preferencesFormSchema = z.object({
  newReviews: shape.new_reviews,
  lowRatingMax: shape.low_rating_max,
  weeklyDigest: shape.weekly_digest,
  monthlyReport: shape.monthly_report,
}) satisfies z.ZodType<NotificationPreferences>;

// The one field whose value the API could refuse; the others are choices that cannot be wrong.
const CHECKED_FIELDS = ['lowRatingMax'] as const;

function preferencesOf(venue: VenueNotifications): NotificationPreferences {
  const { newReviews, lowRatingMax, weeklyDigest, monthlyReport } = venue;
  return { newReviews, lowRatingMax, weeklyDigest, monthlyReport };
}

/** One venue's mail settings, saved on their own. */
export function VenueNotificationsForm({ venue, current }: { venue: VenueNotifications; current: boolean }) {
  const { t } = useTranslation('notifications');
  const titleId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<NotificationPreferences>({
    resolver: zodResolver(preferencesFormSchema),
    defaultValues: preferencesOf(venue),
  });
  const update = useUpdateNotifications(venue.placeId);
  const placeFieldErrors = useServerFieldErrors(form.setError, CHECKED_FIELDS);
  const available = venue.monthlyReportAvailable;
  // A mail goes only to the roles that may see what it shows: a switch for one they never get is noise.
  const role = useVenues().data?.find((mine) => mine.place.id === venue.placeId)?.role;
  const receives = (action: VenueAction) => role === undefined || can(role, action);

  // The inputs offer only valid choices, so a 400 means the API and this screen disagree on the contract.
  const applyApiError = (error: ApiRequestError) => {
    toast.error(t('saveError'));
    if (placeFieldErrors(error).unplaced.length > 0) setFormError(t('invalid.form'));
  };

  const onSubmit = (body: NotificationPreferences) => {
    setFormError(null);
    update.mutate(body, {
      onSuccess: (saved) => {
        form.reset(preferencesOf(saved));
        toast.success(t('saved', { venue: saved.placeName }));
      },
      onError: applyApiError,
    });
  };

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
        className="flex flex-col gap-5"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={titleId} className="min-w-0 text-lg font-semibold break-words text-slate-900">
            {venue.placeName}
          </h2>
          {current && <StatusBadge variant="success">{t('current')}</StatusBadge>}
        </div>
        <NewReviewsField
          form={form}
          // The star limit can only be out of its range: one sentence says so, whichever bound it broke.
          error={form.formState.errors.lowRatingMax && t('invalid.low_rating_max')}
        />
        {(receives('summary.view') || receives('report.view')) && (
          <div className="flex flex-col gap-4 border-t border-slate-200 pt-4">
            {receives('summary.view') && (
              <Controller
                control={form.control}
                name="weeklyDigest"
                render={({ field }) => (
                  <SwitchField
                    ref={field.ref}
                    name={field.name}
                    label={t('weeklyDigest.label')}
                    hint={t('weeklyDigest.hint')}
                    checked={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
            )}
            {receives('report.view') && (
              <Controller
                control={form.control}
                name="monthlyReport"
                render={({ field }) => (
                  <SwitchField
                    ref={field.ref}
                    name={field.name}
                    label={t('monthlyReport.label')}
                    hint={t('monthlyReport.hint')}
                    // Below pro nothing is sent, whatever is stored: the switch shows off and keeps the stored value.
                    checked={available && field.value}
                    onChange={field.onChange}
                    disabled={!available}
                    note={
                      available ? undefined : (
                        <>
                          {t('monthlyReport.proOnly')}{' '}
                          <TextLink to={paths.dashboard.plans.getHref()}>{t('monthlyReport.plans')}</TextLink>
                        </>
                      )
                    }
                  />
                )}
              />
            )}
          </div>
        )}
        {formError && <Alert tone="error">{formError}</Alert>}
        <Button type="submit" pending={update.isPending} className="self-stretch sm:self-start">
          {t('save')}
        </Button>
      </form>
    </section>
  );
}
