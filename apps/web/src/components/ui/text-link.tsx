import clsx from 'clsx';
import { Link, type LinkProps } from 'react-router';
import { focusRing } from './button';

export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={clsx(
        'rounded font-semibold text-teal-700 underline-offset-2 hover:underline',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}
