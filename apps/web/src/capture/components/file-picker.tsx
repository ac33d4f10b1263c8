import { buttonClasses } from '@/components/ui/button';
import { useI18n } from '../i18n/i18n';

/** The path that always works: the phone's own camera app or its gallery, through a file input. */
export function FilePicker({ onFile, hint }: { onFile: (file: File) => void; hint: string }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-1">
      <label
        className={buttonClasses(
          'secondary',
          'w-full cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-600',
        )}
      >
        <input
          type="file"
          accept="video/*"
          capture
          className="sr-only"
          aria-describedby="file-picker-hint"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        {t('video.choose')}
      </label>
      <p id="file-picker-hint" className="text-sm text-slate-600">
        {hint}
      </p>
    </div>
  );
}
