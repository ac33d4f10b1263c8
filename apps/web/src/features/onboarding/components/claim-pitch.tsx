import { useTranslation } from 'react-i18next';
import '../i18n';

const steps = ['reviews', 'missions', 'performance'] as const;
const icons = { reviews: '🎬', missions: '🏆', performance: '📈' } as const;

export function ClaimPitch() {
  const { t } = useTranslation('onboarding');
  return (
    <section aria-labelledby="claim-pitch-title" className="rounded-2xl bg-teal-900 p-5 text-white sm:p-6">
      <h2 id="claim-pitch-title" className="text-lg font-bold">
        {t('pitch.title')}
      </h2>
      <ol className="mt-4 flex flex-col gap-4">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10 text-xl"
            >
              {icons[step]}
            </span>
            <div>
              <h3 className="font-semibold">
                <span className="sr-only">{index + 1}. </span>
                {t(`pitch.${step}.title`)}
              </h3>
              <p className="text-sm text-teal-100">{t(`pitch.${step}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
