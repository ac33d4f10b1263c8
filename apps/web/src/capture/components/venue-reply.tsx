import { useFormat, useI18n } from '../i18n/i18n';

type VenueReplyProps = { venueName: string; body: string; repliedAt: string };

/** The venue's public reply to the guest's review, signed with the venue's name and dated. */
export function VenueReply({ venueName, body, repliedAt }: VenueReplyProps) {
  const { t } = useI18n();
  const format = useFormat();
  return (
    <section aria-labelledby="venue-reply" className="rounded-lg border-l-4 border-teal-700 bg-slate-50 p-3">
      <h2 id="venue-reply" className="text-sm font-semibold text-slate-900">
        {t('withdraw.replyFrom', { venue: venueName })}
      </h2>
      <p className="text-xs text-slate-600">
        <time dateTime={repliedAt}>{format.date(repliedAt)}</time>
      </p>
      <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-800">{body}</p>
    </section>
  );
}
