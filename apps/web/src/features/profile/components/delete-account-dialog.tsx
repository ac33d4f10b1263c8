import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import {
  signsInWithPassword,
  useAccountDeletionPreview,
  useDeleteAccount,
  type AccountDeletionPreview,
} from '../api/delete-account';
import '../texts';

type FailureKey = 'wrongPassword' | 'googleCancelled' | 'lastOwner' | 'failed';

const WRONG_PASSWORD = ['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials'];
const GOOGLE_UNFINISHED = [
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/popup-blocked',
  'auth/user-mismatch',
];

/** What went wrong, in the words the dialog has for it: the sign-in again, the team rule, or anything else. */
export function failureOf(error: unknown): FailureKey {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return 'failed';
  if (WRONG_PASSWORD.includes(code)) return 'wrongPassword';
  if (GOOGLE_UNFINISHED.includes(code)) return 'googleCancelled';
  if (code === 'account/last-owner') return 'lastOwner';
  return 'failed';
}

const planName = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** The consequences, venue by venue, as the API reads them now. */
function Consequences({ preview }: { preview: AccountDeletionPreview }) {
  const { t } = useTranslation('profile');
  return (
    <div className="flex flex-col gap-3 text-sm text-slate-700">
      <h3 className="font-semibold text-slate-900">{t('yourData.delete.whatHappens')}</h3>
      <ul className="flex list-disc flex-col gap-2 pl-5">
        <li>{t('yourData.delete.account')}</li>
        <li>{t('yourData.delete.activity')}</li>
        {preview.leaving.map((venue) => (
          <li key={venue.placeId}>{t('yourData.delete.leaving', { venue: venue.name })}</li>
        ))}
        {preview.closing.map((venue) => (
          <li key={venue.placeId}>
            {t('yourData.delete.closing', { venue: venue.name })}
            <ul className="mt-1 flex list-[circle] flex-col gap-1 pl-5">
              {venue.paidPlan && (
                <li>{t('yourData.delete.closingPaid', { plan: planName(venue.paidPlan) })}</li>
              )}
              <li>{t('yourData.delete.closingStops')}</li>
              <li>{t('yourData.delete.closingClaim')}</li>
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Deleting the account asks first: it reads what would happen to each venue, refuses while the person is
 * the last owner of a venue with other people, and asks for the password (or Google) again.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const preview = useAccountDeletionPreview();
  const remove = useDeleteAccount({
    // Signed out, the app has no toasts: the sign-in screen says it, from the navigation's state.
    onDeleted: () =>
      void navigate(paths.auth.login.getHref(), { replace: true, state: { accountDeleted: true } }),
  });
  const [withPassword, setWithPassword] = useState(true);
  const [password, setPassword] = useState('');
  useEffect(() => {
    void signsInWithPassword().then(setWithPassword);
  }, []);

  const close = () => !remove.isPending && onClose();
  const submit = () =>
    remove.mutate(withPassword ? { kind: 'password', password } : { kind: 'google' }, {
      onError: () => setPassword(''),
    });

  let content;
  if (preview.isPending) {
    content = (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner className="size-4 text-teal-700" />
        {t('yourData.delete.loading')}
      </p>
    );
  } else if (preview.isError) {
    content = (
      <div className="flex flex-col gap-2">
        <Alert tone="error">{t('yourData.delete.loadFailed')}</Alert>
        <Button variant="secondary" className="self-start" onClick={() => void preview.refetch()}>
          {t('yourData.delete.retry')}
        </Button>
      </div>
    );
  } else if (preview.data.staff) {
    content = <Alert tone="info">{t('yourData.delete.staff')}</Alert>;
  } else if (preview.data.blocked.length > 0) {
    content = (
      <div className="flex flex-col gap-2">
        <Alert tone="error">
          <p>{t('yourData.delete.blocked')}</p>
          <ul className="mt-1 list-disc pl-5">
            {preview.data.blocked.map((venue) => (
              <li key={venue.placeId}>
                {t('yourData.delete.blockedVenue', { venue: venue.name, count: venue.people })}
              </li>
            ))}
          </ul>
        </Alert>
        <TextLink to={paths.dashboard.team.getHref()} className="self-start text-sm">
          {t('yourData.delete.goToTeam')}
        </TextLink>
      </div>
    );
  } else {
    const failure = remove.isError ? failureOf(remove.error) : null;
    content = (
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Consequences preview={preview.data} />
        {withPassword ? (
          <TextField
            label={t('yourData.delete.password')}
            hint={t('yourData.delete.passwordHelp')}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        ) : (
          <p className="text-sm text-slate-700">{t('yourData.delete.google')}</p>
        )}
        {failure && <Alert tone="error">{t(`yourData.delete.${failure}`)}</Alert>}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" onClick={close} disabled={remove.isPending}>
            {t('yourData.delete.cancel')}
          </Button>
          <Button
            type="submit"
            variant="danger"
            pending={remove.isPending}
            disabled={withPassword && password === ''}
          >
            {remove.isPending ? t('yourData.delete.pending') : t('yourData.delete.confirm')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <Modal
      title={t('yourData.delete.dialogTitle')}
      closeLabel={t('yourData.delete.cancel')}
      onClose={close}
      className="sm:max-w-lg"
    >
      <div className="flex flex-col gap-4 px-4 pt-2 pb-6 sm:px-6">{content}</div>
    </Modal>
  );
}
