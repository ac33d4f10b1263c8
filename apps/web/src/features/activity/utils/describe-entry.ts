import { isVenueRole } from '@venues/contracts/team-rules';
import type { TFunction } from 'i18next';
import type { ActivityEntry } from '../api/get-activity';

type T = TFunction<'activity'>;
type Details = ActivityEntry['details'];

const text = (details: Details, key: string): string => {
  const value = details[key];
  return value === null || value === undefined ? '' : String(value);
};

/** A plan's name as the plans page writes it: 'Pro'. */
const planName = (id: string) => (id ? id.charAt(0).toUpperCase() + id.slice(1) : '—');

/**
 * Who made the change: a person by name (else address; a former team member once their account is gone), a
 * counter link by its label, a guest or staff.
 */
export function actorOf(entry: ActivityEntry, t: T): string {
  const { actor } = entry;
  switch (actor.kind) {
    case 'person':
      // A person who deleted their account is unlinked from what they did.
      if (actor.id === null) return t('actors.former');
      return actor.name?.trim() || actor.email || t('actors.someone');
    case 'counter_link':
      return actor.name ? t('actors.counterLink', { label: actor.name }) : t('actors.counterLinkGone');
    case 'guest':
      return t('actors.guest');
    case 'staff':
      return t('actors.staff');
  }
}

/** What an entry says was done, in the reader's language, from its action and the details it carries. */
export function describeEntry(entry: ActivityEntry, t: T): string {
  const { details } = entry;
  const role = (key: string) => {
    const value = details[key];
    return isVenueRole(value) ? t(`roleNames.${value}`) : text(details, key);
  };
  const name = text(details, 'person_name') || text(details, 'email') || t('actors.someone');
  switch (entry.action) {
    case 'reply.written':
    case 'reply.edited':
      return t(`actions.${entry.action}`, { excerpt: text(details, 'excerpt') });
    case 'review.reported': {
      const reason = text(details, 'reason');
      const known = ['offensive', 'spam', 'not-about-venue', 'other'].includes(reason);
      return t('actions.review.reported', {
        reason: known ? t(`reasons.${reason as 'offensive'}`) : reason,
      });
    }
    case 'mission.launched':
    case 'mission.edited':
    case 'mission.paused':
    case 'mission.resumed':
    case 'mission.ended':
      return t(`actions.${entry.action}`, { mission: text(details, 'mission_title') });
    case 'pass.redeemed':
    case 'pass.redemption_undone':
      return t(`actions.${entry.action}`, {
        code: text(details, 'pass_code'),
        mission: text(details, 'mission_title'),
      });
    case 'counter_link.created':
    case 'counter_link.revoked':
      return t(`actions.${entry.action}`, { label: text(details, 'label') });
    case 'review_code.created':
    case 'review_code.revoked':
      // The venue's own link has no label: replacing it revokes it.
      return details.label
        ? t(`actions.${entry.action}`, { label: text(details, 'label') })
        : t('actions.review_code.revokedLink');
    case 'webhook.created':
    case 'webhook.updated':
    case 'webhook.deleted':
    case 'webhook.secret_rotated':
      return t(`actions.${entry.action}`, { url: text(details, 'url') });
    case 'publishing.updated':
      if (details.credit_hidden === true) return t('actions.publishing.creditHidden');
      if (details.credit_hidden === false) return t('actions.publishing.creditShown');
      return t('actions.publishing.updated');
    case 'plan.changed': {
      const to = planName(text(details, 'to'));
      return details.from
        ? t('actions.plan.changed', { from: planName(text(details, 'from')), to })
        : t('actions.plan.chose', { to });
    }
    case 'team.invited':
    case 'team.invitation_resent':
    case 'team.invitation_revoked':
      return t(`actions.${entry.action}`, { email: text(details, 'email'), role: role('role') });
    case 'team.access_declined':
      return t('actions.team.access_declined', { name });
    case 'team.joined':
      if (details.via === 'request') return t('actions.team.joinedRequest', { name, role: role('role') });
      if (details.via === 'invitation') return t('actions.team.joinedInvitation', { role: role('role') });
      if (details.via === 'claim') return t('actions.team.joinedClaim');
      return t('actions.team.joined', { role: role('role') });
    case 'team.role_changed':
      return t('actions.team.role_changed', { name, from: role('from'), to: role('to') });
    case 'team.removed':
      return t('actions.team.removed', { name, role: role('role') });
    default:
      return t(`actions.${entry.action}`);
  }
}
