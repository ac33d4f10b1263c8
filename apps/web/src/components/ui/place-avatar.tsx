import { placeEmoji, type Category } from '@venues/contracts/places';
import type { Camelized } from '@venues/contracts/wire';
import clsx from 'clsx';

const sizes = { sm: 'size-10 text-xl', md: 'size-12 text-2xl', lg: 'size-16 text-4xl' } as const;

/** The picture of a place: the emoji of its first category by priority (location, cuisine, mood), else the default. */
export function PlaceAvatar({
  categories,
  size = 'md',
  className,
}: {
  categories: readonly Camelized<Category>[];
  size?: keyof typeof sizes;
  className?: string;
}) {
  const emoji = placeEmoji(categories);
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-xl bg-teal-50 leading-none',
        sizes[size],
        className,
      )}
    >
      {emoji ?? <img src="/default-place.svg" alt="" className="size-full" />}
    </span>
  );
}
