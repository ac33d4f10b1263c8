import type { Mailbox } from '../api/get-mailbox';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@venues/contracts/format';
import { useMailbox } from '../api/get-mailbox';
import '../texts';

function LinkList({ links }: { links: Mailbox['links'] }) {
  const { t } = useTranslation('mailbox');
  if (links.length === 0) return <p className="text-sm text-slate-600">{t('noLinks')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {links.map((link, index) => (
        <li
          key={`${link.link}-${index}`}
          className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-center"
        >
          <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{link.email}</span>
          <span className="w-fit rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
            {t(`kinds.${link.kind}`)}
          </span>
          <a href={link.link} className={buttonClasses('secondary', 'min-h-8 py-1')}>
            {t('openLink')}
          </a>
        </li>
      ))}
    </ul>
  );
}

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** The mail's text with its links clickable; links to this app open here, as from a real mailbox. */
function MailText({ text }: { text: string }) {
  return (
    <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-700">
      {text.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="text-teal-800 underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

function MailList({ mails }: { mails: Mailbox['mails'] }) {
  const { t, i18n } = useTranslation('mailbox');
  if (mails.length === 0) return <p className="text-sm text-slate-600">{t('noMails')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {mails.map((mail) => (
        <li key={mail.id}>
          <article className="rounded-lg border border-slate-200 bg-white p-4">
            <p className="text-sm text-slate-600">
              {t('to', { to: mail.to })} ·{' '}
              <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt, i18n.resolvedLanguage)}</time> ·{' '}
              {t(`status.${mail.status}`)}
            </p>
            <h3 className="mt-1 font-semibold text-slate-900">{mail.subject}</h3>
            <MailText text={mail.text} />
            {mail.attachments.length > 0 && (
              <p className="mt-2 text-sm text-slate-600">
                {t('attachments', {
                  files: mail.attachments
                    .map((file) => `${file.filename} (${Math.ceil(file.size / 1000)} KB)`)
                    .join(', '),
                })}
              </p>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}

export function MailboxView() {
  const { t } = useTranslation('mailbox');
  const mailbox = useMailbox();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <PageTitle>{t('title')}</PageTitle>
          <p className="mt-1 text-sm text-slate-600">{t('subtitle')}</p>
        </div>
        <Button variant="secondary" pending={mailbox.isFetching} onClick={() => void mailbox.refetch()}>
          {t('refresh')}
        </Button>
      </div>
      {mailbox.isError && <Alert tone="error">{t('error')}</Alert>}
      {mailbox.isPending && <Spinner className="size-6 text-teal-700" />}
      {mailbox.data && (
        <>
          <section aria-labelledby="mailbox-links" className="flex flex-col gap-3">
            <h2 id="mailbox-links" className="text-lg font-semibold text-slate-900">
              {t('links')}
            </h2>
            <LinkList links={mailbox.data.links} />
          </section>
          <section aria-labelledby="mailbox-mails" className="flex flex-col gap-3">
            <h2 id="mailbox-mails" className="text-lg font-semibold text-slate-900">
              {t('mails')}
            </h2>
            <MailList mails={mailbox.data.mails} />
          </section>
        </>
      )}
    </div>
  );
}
