export type SupportMailFields = {
  user_id: string;
  customer_id: string;
  restaurant_id: string;
  new_plan: string;
};

/** The mail-to link for plan changes beyond self-service; subject and body carry every id support needs. */
export function supportMailto(email: string, subject: string, body: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
