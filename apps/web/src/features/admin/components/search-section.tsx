import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import '../i18n';

type SearchSectionProps = {
  /** The heading's id, which names the section and its search form. */
  id: string;
  title: string;
  intro: string;
  label: string;
  type?: 'search' | 'email';
  /** Called with the typed text, trimmed, when the person presses Find. */
  onSearch: (text: string) => void;
  /** What the last search found: a list, a card, a state. */
  children: ReactNode;
};

/** A back-office section that looks something up: its title and intro, one field and Find, then what it found. */
export function SearchSection({
  id,
  title,
  intro,
  label,
  type = 'search',
  onSearch,
  children,
}: SearchSectionProps) {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        <p className="text-sm text-slate-600">{intro}</p>
      </div>
      <form
        role="search"
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(typed.trim());
        }}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <TextField
          label={label}
          type={type}
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className="sm:w-80"
        />
        <Button type="submit" variant="secondary">
          {t('teams.find')}
        </Button>
      </form>
      {children}
    </section>
  );
}
