import { isPassCode, normalizePassCode } from '@venues/contracts/missions-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraScanner } from './camera-scanner';
import { CodeForm } from './code-form';

/** The two ways a pass comes in: its QR code through the camera, or its code typed. */
export function PassEntry({ onCode, autoFocus }: { onCode: (code: string) => void; autoFocus: boolean }) {
  const { t } = useTranslation('redeem');
  const [notAPass, setNotAPass] = useState(false);

  const scanned = (text: string) => {
    const code = normalizePassCode(text);
    setNotAPass(!isPassCode(code));
    if (isPassCode(code)) onCode(code);
  };

  return (
    <div className="flex flex-col gap-6">
      <CameraScanner onScan={scanned} />
      {notAPass && (
        <p
          role="alert"
          className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-base text-amber-900"
        >
          {t('scan.notPass')}
        </p>
      )}
      <CodeForm onCode={onCode} autoFocus={autoFocus} />
    </div>
  );
}
