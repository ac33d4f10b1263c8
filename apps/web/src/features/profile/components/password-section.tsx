import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ChangePasswordDialog } from './change-password-dialog';
import '../texts';

export function PasswordSection() {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="password-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <h2 id="password-title" className="text-base font-semibold text-slate-900">
          {t('password.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('password.body')}</p>
      </div>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span className="inline-block first-letter:uppercase">{t('password.open')}</span>
      </Button>
      {open && <ChangePasswordDialog onClose={() => setOpen(false)} />}
    </section>
  );
}
