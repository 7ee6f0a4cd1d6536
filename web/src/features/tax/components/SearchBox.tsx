import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/Input';
import { useDebounced } from '@/lib/use-debounced';

/** The search (name, username or e-mail), searched as one types (debounced) and kept in the address. */
export function SearchBox({ value, onChange }: { value: string; onChange: (search: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const searched = useDebounced(text);
  const pushed = useRef(value);
  useEffect(() => {
    if (searched.trim() === pushed.current) return;
    pushed.current = searched.trim();
    onChange(searched.trim());
  }, [searched, onChange]);
  return (
    <Input
      className="min-w-0"
      label={t('tax.search.label')}
      type="search"
      placeholder={t('tax.search.hint')}
      value={text}
      onChange={(e) => setText(e.target.value)}
      data-testid="cp58-search"
    />
  );
}
