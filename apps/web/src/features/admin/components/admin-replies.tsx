import { formatDateTime } from '@venues/contracts/format';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button, focusRing } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StatusBadge } from '@/components/ui/status-badge';
import {
  useAdminReplies,
  useModerateReply,
  type AdminReply,
  type AdminReplyStatus,
  type ReplyModeration,
} from '../api/admin-replies';
import '../i18n';
import { HideReplyDialog } from './hide-reply-dialog';

const FILTERS: AdminReplyStatus[] = ['all', 'visible', 'hidden'];
const RATING_MAX = 5;

function ReplyCard({ reply, actions }: { reply: AdminReply; actions: ReactNode }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage;
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold break-words text-slate-900">{reply.place.name}</h3>
        <StatusBadge variant={reply.hidden ? 'rejected' : 'active'}>
          {t(reply.hidden ? 'replies.status.hidden' : 'replies.status.visible')}
        </StatusBadge>
      </div>
      <p className="text-sm text-slate-600">
        {t('replies.about', {
          title: reply.review.title,
          guest: reply.review.displayName,
          rating:
            reply.review.ratingOverall === null
              ? '–'
              : t('reports.rating', { value: reply.review.ratingOverall, max: RATING_MAX }),
        })}
      </p>
      <blockquote className="rounded-xl bg-slate-50 p-3 text-sm break-words whitespace-pre-line text-slate-900">
        {reply.body}
      </blockquote>
      <p className="text-xs text-slate-500">
        {t('replies.writtenOn', { date: formatDateTime(reply.updatedAt, language) })}
      </p>
      {reply.hidden && reply.hiddenReason && (
        <p className="text-sm text-slate-700">{t('history.reason', { reason: reply.hiddenReason })}</p>
      )}
      {actions}
    </article>
  );
}

/** The venues' public replies: staff hide an abusive one with a reason, and may show it again. */
export function AdminReplies() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<AdminReplyStatus>('all');
  const replies = useAdminReplies(filter);
  const moderate = useModerateReply();
  const [hiding, setHiding] = useState<AdminReply | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const selectId = useId();
  const pending = moderate.isPending ? moderate.variables : null;

  const run = (change: ReplyModeration) =>
    moderate.mutate(change, {
      onSuccess: () => {
        toast.success(t(change.action === 'hide' ? 'replies.toast.hidden' : 'replies.toast.shown'));
        setHiding(null);
        heading.current?.focus();
      },
      onError: (error) => {
        const message =
          error.code === 'not-found' ? t('replies.errors.not-found') : t('errors.generic', { ns: 'common' });
        toast.error(t('replies.toast.failed', { message }));
        if (error.status === 404) setHiding(null);
      },
    });

  let body;
  if (replies.isPending) {
    body = (
      <div role="status" className="flex justify-center py-8 text-teal-700">
        <Spinner className="size-6" />
        <span className="sr-only">{t('replies.loading')}</span>
      </div>
    );
  } else if (replies.isError) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{t('replies.error')}</Alert>
        <Button variant="secondary" pending={replies.isFetching} onClick={() => void replies.refetch()}>
          {t('retry', { ns: 'common' })}
        </Button>
      </div>
    );
  } else if (replies.data.length === 0) {
    body = <p className="rounded-xl bg-white p-4 text-slate-600">{t('replies.empty')}</p>;
  } else {
    body = (
      <ul className="flex flex-col gap-4">
        {replies.data.map((reply) => (
          <li key={reply.reviewId}>
            <ReplyCard
              reply={reply}
              actions={
                <div className="flex flex-col gap-2 border-t border-slate-100 pt-3 sm:flex-row sm:justify-end">
                  {reply.hidden ? (
                    <Button
                      variant="secondary"
                      aria-label={t('replies.showReply', { venue: reply.place.name })}
                      pending={pending?.reviewId === reply.reviewId}
                      disabled={pending !== null}
                      onClick={() => run({ reviewId: reply.reviewId, action: 'unhide' })}
                    >
                      {t('replies.show')}
                    </Button>
                  ) : (
                    <Button
                      aria-label={t('replies.hideReply', { venue: reply.place.name })}
                      disabled={pending !== null}
                      onClick={() => setHiding(reply)}
                    >
                      {t('replies.hide')}
                    </Button>
                  )}
                </div>
              }
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="admin-replies" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2
          id="admin-replies"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold text-slate-900 focus:outline-none"
        >
          {t('replies.title')}
        </h2>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
            {t('replies.filter')}
          </label>
          <select
            id={selectId}
            value={filter}
            onChange={(event) => setFilter(event.target.value as AdminReplyStatus)}
            className={`min-h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm ${focusRing}`}
          >
            {FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`replies.filters.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="text-sm text-slate-600">{t('replies.intro')}</p>
      {body}
      {hiding && (
        <HideReplyDialog
          venue={hiding.place.name}
          pending={pending?.reviewId === hiding.reviewId}
          onCancel={() => setHiding(null)}
          onConfirm={(reason) => run({ reviewId: hiding.reviewId, action: 'hide', reason })}
        />
      )}
    </section>
  );
}
