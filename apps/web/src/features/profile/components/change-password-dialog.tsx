import { MIN_PASSWORD_LENGTH, type ChangePasswordBody } from '@venues/contracts/users';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useChangePassword } from '../api/change-password';
import '../texts';

const EMPTY: ChangePasswordBody = { password: '', confirmation: '' };

/** The dialog is open or submitting while mounted; closing (or success) resets it. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid },
  } = useForm<ChangePasswordBody>({ mode: 'onChange', defaultValues: EMPTY });

  const close = () => {
    if (change.isPending) return;
    reset(EMPTY);
    change.reset();
    onClose();
  };

  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        toast.success(t('password.success'));
        reset(EMPTY);
        onClose();
      },
      // A failed change is an error toast, never the success style.
      onError: () => toast.error(t('password.error')),
    }),
  );

  return (
    <Modal
      title={t('password.dialogTitle')}
      closeLabel={t('password.close')}
      onClose={close}
      className="sm:max-w-md"
    >
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4 px-4 pt-2 pb-6 sm:px-6"
      >
        <TextField
          label={t('password.password')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password', {
            required: t('password.required'),
            minLength: { value: MIN_PASSWORD_LENGTH, message: t('password.tooShort') },
            deps: ['confirmation'],
          })}
        />
        <TextField
          label={t('password.confirmation')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmation?.message}
          {...register('confirmation', {
            required: t('password.required'),
            validate: (value, values) => value === values.password || t('password.mismatch'),
          })}
        />
        <Button type="submit" disabled={!isValid} pending={change.isPending} className="mt-2">
          {change.isPending ? t('password.pending') : t('password.submit')}
        </Button>
      </form>
    </Modal>
  );
}
