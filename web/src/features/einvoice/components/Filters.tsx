import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/Input';
import { Select } from '@/components/Select';
import { useDebounced } from '@/lib/use-debounced';
import { EINVOICE_KINDS, type EinvoiceKind } from '../api/types';
import { isKind, MAX_SEARCH } from '../logic/query';
import { useEinvoiceTexts } from './use-einvoice-texts';

/** Every kind, or invoices, self-billed invoices or consolidated ones. */
export function KindSelect({ value, onChange }: { value: EinvoiceKind | null; onChange: (kind: EinvoiceKind | null) => void }) {
  const { t } = useTranslation();
  const text = useEinvoiceTexts();
  return (
    <Select
      className="min-w-0"
      label={t('einvoice.filter.kind')}
      value={value ?? ''}
      placeholder={t('einvoice.filter.allKinds')}
      options={EINVOICE_KINDS.map((k) => ({ value: k, label: text.kind(k) }))}
      onChange={(e) => onChange(isKind(e.target.value) ? e.target.value : null)}
      data-testid="einvoice-kind"
    />
  );
}

/** The search (code number, name or TIN), searched as one types (debounced) and kept in the address. */
export function SearchBox({ value, onChange }: { value: string; onChange: (search: string) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(value);
  const searched = useDebounced(typed);
  const pushed = useRef(value);
  useEffect(() => {
    if (searched.trim() === pushed.current) return;
    pushed.current = searched.trim();
    onChange(searched.trim());
  }, [searched, onChange]);
  return (
    <Input
      className="min-w-0"
      label={t('einvoice.filter.search')}
      type="search"
      maxLength={MAX_SEARCH}
      placeholder={t('einvoice.filter.searchHint')}
      value={typed}
      onChange={(e) => setTyped(e.target.value)}
      data-testid="einvoice-search"
    />
  );
}
