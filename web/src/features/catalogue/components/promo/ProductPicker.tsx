import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { Input } from '@/components/Input';
import { Loaded } from '@/components/Loaded';
import { useProducts } from '../../api/products';
import type { ProductListItem } from '../../api/types';
import { Pager } from '@/components/Pager';
import { Thumb } from '../Thumb';

/**
 * Finds products by name or SKU (GET /api/product). Single: "Choose" picks one and closes.
 * Multiple: a checkbox per product toggles it; Done closes.
 */
export function ProductPicker({
  title,
  selectedIds = [],
  multiple = false,
  onPick,
  onClose,
}: {
  title: string;
  selectedIds?: number[];
  multiple?: boolean;
  onPick: (product: ProductListItem) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(text.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, error, mutate } = useProducts({ search, page });

  return (
    <Dialog
      open
      wide
      title={title}
      onClose={onClose}
      testId="product-picker"
      footer={
        <Button variant={multiple ? 'primary' : 'secondary'} onClick={onClose} data-testid="product-picker-done">
          {multiple ? t('catalogue.picker.done') : t('common.cancel')}
        </Button>
      }
    >
      <Input label={t('catalogue.filters.search')} type="search" value={text} autoFocus placeholder={t('catalogue.filters.searchPlaceholder')} onChange={(e) => setText(e.target.value)} data-testid="product-picker-search" />
      <div className="mt-3">
        <Loaded data={data} error={error} retry={() => void mutate()}>
          {(result) =>
            result.items.length === 0 ? (
              <p className="py-6 text-center text-sm text-slate-500">{t('catalogue.picker.none')}</p>
            ) : (
              <>
                <ul className="divide-y divide-slate-100" data-testid="product-picker-results">
                  {result.items.map((p) => {
                    const picked = selectedIds.includes(p.id);
                    const id = `pick-${p.id}`;
                    return (
                      <li key={p.id} className="flex items-center gap-3 py-2" data-testid="product-picker-row">
                        <Thumb src={p.coverThumb} size="sm" />
                        <span className="min-w-0 flex-1">
                          {multiple ? (
                            <label htmlFor={id} className="block cursor-pointer text-sm font-medium break-words text-slate-900">
                              {p.name}
                            </label>
                          ) : (
                            <span className="block text-sm font-medium break-words text-slate-900">{p.name}</span>
                          )}
                          <span className="block text-xs break-all text-slate-500">
                            {p.sku}
                            {p.variantCount > 1 ? ` · ${t('catalogue.products.variantCount', { count: p.variantCount })}` : ''}
                          </span>
                        </span>
                        {multiple ? (
                          <input id={id} type="checkbox" className="h-5 w-5 shrink-0 accent-primary" checked={picked} onChange={() => onPick(p)} data-testid="product-picker-toggle" />
                        ) : (
                          <Button variant="secondary" onClick={() => onPick(p)} aria-label={`${t('catalogue.picker.choose')}: ${p.name}`} data-testid="product-picker-choose">
                            {t('catalogue.picker.choose')}
                          </Button>
                        )}
                      </li>
                    );
                  })}
                </ul>
                <Pager page={result.page} perPage={result.perPage} total={result.total} onPage={setPage} />
              </>
            )
          }
        </Loaded>
      </div>
    </Dialog>
  );
}
