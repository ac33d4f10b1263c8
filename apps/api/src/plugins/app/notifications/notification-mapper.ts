import type { NotificationPreferences, VenueNotifications } from '@venues/contracts/notifications';

export type VenuePreferencesRow = {
  placeId: string;
  placeName: string;
  preferences: NotificationPreferences;
};

/** One venue's mail settings; the monthly report is offered only where the venue's plan allows it. */
export function toVenueNotifications(
  venue: VenuePreferencesRow,
  monthlyReportAvailable: boolean,
): VenueNotifications {
  return {
    place_id: venue.placeId,
    place_name: venue.placeName,
    ...venue.preferences,
    monthly_report_available: monthlyReportAvailable,
  };
}
