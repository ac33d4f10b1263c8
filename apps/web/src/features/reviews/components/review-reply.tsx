import { formatDate } from '@venues/contracts/format';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useDeleteReply } from '../api/delete-reply';
import { useSaveReply, type Reply } from '../api/save-reply';
import { ReplyEditor } from './reply-editor';
import '../texts';

type Mode = 'view' | 'edit' | 'confirm-delete';

/** An edit within a minute of writing is the same reply, not an edited one. */
const EDIT_GRACE_MS = 60_000;

function ReplyCard({ reply, venue }: { reply: Reply; venue: string | undefined }) {
  const { t, i18n } = useTranslation('reviews');
  const language = i18n.resolvedLanguage;
  const edited = Date.parse(reply.updatedAt) - Date.parse(reply.createdAt) > EDIT_GRACE_MS;
  return (
    <article className="flex flex-col gap-1 rounded-xl border-l-4 border-teal-600 bg-slate-50 px-3 py-2">
      <div className="text-sm font-semibold text-slate-900">
        {venue ? t('publishing.reply.from', { venue }) : t('publishing.reply.fromVenue')}
      </div>
      <p className="text-xs text-slate-600">
        <time dateTime={reply.createdAt}>{formatDate(reply.createdAt, language)}</time>
        {edited && (
          <>
            {' · '}
            <time dateTime={reply.updatedAt}>
              {t('publishing.reply.edited', { date: formatDate(reply.updatedAt, language) })}
            </time>
          </>
        )}
      </p>
      <p className="text-sm break-words whitespace-pre-line text-slate-800">{reply.body}</p>
    </article>
  );
}

/**
 * The venue's public reply to the review: shown as "Reply from {venue}" with its date, and, for an owner,
 * written, edited and deleted (after a confirmation) here. A reply staff hid says so, with their reason,
 * and can no longer be changed.
 */
export function ReviewReply({
  placeId,
  reviewId,
  reply,
  isPublic,
  venue,
  canManage,
  onChange,
}: {
  placeId: string | undefined;
  reviewId: string;
  reply: Reply | null;
  isPublic: boolean;
  venue: string | undefined;
  canManage: boolean;
  onChange: (reply: Reply | null) => void;
}) {
  const { t } = useTranslation('reviews');
  const headingId = useId();
  const [mode, setMode] = useState<Mode>('view');
  const save = useSaveReply(placeId ?? '');
  const remove = useDeleteReply(placeId ?? '');
  const manage = canManage && placeId !== undefined;

  const open = (next: Mode) => {
    save.reset();
    remove.reset();
    setMode(next);
  };
  const send = (body: string) =>
    save.mutate(
      { reviewId, body },
      {
        onSuccess: (saved) => {
          toast.success(t(reply ? 'publishing.reply.updated' : 'publishing.reply.saved'));
          onChange(saved);
          setMode('view');
        },
      },
    );
  const drop = () =>
    remove.mutate(reviewId, {
      onSuccess: () => {
        toast.success(t('publishing.reply.deleted'));
        onChange(null);
        setMode('view');
      },
    });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t('publishing.reply.heading')}
      </h3>
      {mode === 'edit' && manage ? (
        <ReplyEditor
          initial={reply?.body ?? ''}
          isPublic={isPublic}
          pending={save.isPending}
          error={save.error}
          onSave={send}
          onCancel={() => open('view')}
        />
      ) : reply ? (
        <>
          <ReplyCard reply={reply} venue={venue} />
          {reply.hidden && (
            <Alert tone="info">
              <p>{t('publishing.reply.hidden', { reason: reply.hiddenReason ?? '' })}</p>
              {manage && <p className="mt-1">{t('publishing.reply.hiddenLocked')}</p>}
            </Alert>
          )}
          {manage && !reply.hidden && mode === 'view' && (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => open('edit')}>
                {t('publishing.reply.edit')}
              </Button>
              <Button variant="ghost" onClick={() => open('confirm-delete')}>
                {t('publishing.reply.delete')}
              </Button>
            </div>
          )}
          {manage && mode === 'confirm-delete' && (
            <div role="group" aria-label={t('publishing.reply.delete')} className="flex flex-col gap-2">
              <p className="text-sm text-slate-800">{t('publishing.reply.confirmDelete')}</p>
              {remove.error && (
                <Alert tone="error">
                  {remove.error.code === 'replies/hidden-by-staff'
                    ? t('publishing.reply.hiddenLocked')
                    : t('publishing.reply.deleteFailed')}
                </Alert>
              )}
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => open('view')} disabled={remove.isPending}>
                  {t('publishing.reply.keep')}
                </Button>
                <Button pending={remove.isPending} onClick={drop}>
                  {remove.error ? t('publishing.reply.retry') : t('publishing.reply.confirm')}
                </Button>
              </div>
            </div>
          )}
        </>
      ) : manage ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-slate-600">{t('publishing.reply.intro')}</p>
          <Button variant="secondary" onClick={() => open('edit')}>
            {t('publishing.reply.write')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('publishing.reply.none')}</p>
      )}
    </section>
  );
}
