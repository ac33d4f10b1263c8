import { Trans } from 'react-i18next';
import { env } from '@/config/env';
import '../i18n';

/** "For any question, write to {email}", the address a mailto link. */
export function ContactLine({ className }: { className?: string }) {
  const email = env.supportEmail;
  return (
    <p className={className ?? 'text-sm text-slate-600'}>
      <Trans
        ns="claims"
        i18nKey="contact"
        values={{ email }}
        components={[
          <a key="mail" href={`mailto:${email}`} className="font-semibold text-teal-700 underline" />,
        ]}
      />
    </p>
  );
}
