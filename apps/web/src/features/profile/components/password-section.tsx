import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionPanel } from '@/components/ui/action-panel';
import { Button } from '@/components/ui/button';
import { ChangePasswordDialog } from './change-password-dialog';
import '../texts';

export function PasswordSection() {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionPanel
        title={t('password.title')}
        body={t('password.body')}
        action={
          <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
            <span className="inline-block first-letter:uppercase">{t('password.open')}</span>
          </Button>
        }
      />
      {open && <ChangePasswordDialog onClose={() => setOpen(false)} />}
    </>
  );
}
