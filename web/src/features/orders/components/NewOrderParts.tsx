import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FieldError } from '@/components/FieldError';
import { fieldClass } from '@/components/Input';
import { Select } from '@/components/Select';
import { Spinner } from '@/components/Spinner';
import { useDebounced } from '@/lib/use-debounced';
import { failureText } from '@/lib/form';
import { getProductDetail, useAgentOptions, usePackages, useProductSearch } from '../api/orders';
import type { AgentOption, ProductDetail } from '../api/types';
import { clampQuantity, lineKey, MAX_QUANTITY, type DraftLine } from '../logic/new-order';

/** Search and choose the agent the order is for (GET /api/orders/agents?search=). */
export function AgentChooser({ value, onChange, error }: { value: AgentOption | null; onChange: (a: AgentOption | null) => void; error?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const { data, error: loadError, isLoading } = useAgentOptions(search, value === null);

  if (value) {
    return (
      <div className="flex min-h-11 items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200" data-testid="new-order-agent-chosen">
        <span className="min-w-0">
          <span className="block truncate font-semibold text-slate-900">{value.name}</span>
          <span className="block truncate text-xs text-slate-500">{[value.username, value.tierName].filter(Boolean).join(' · ')}</span>
        </span>
        <Button variant="ghost" onClick={() => onChange(null)} data-testid="new-order-agent-change">
          {t('orders.new.change')}
        </Button>
      </div>
    );
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {t('orders.new.agentSearch')}
      </label>
      <input id={id} type="search" className={fieldClass} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('orders.new.agentPlaceholder')} aria-invalid={error ? true : undefined} data-testid="new-order-agent-search" />
      <FieldError message={error} />
      <div className="mt-2" aria-live="polite">
        {isLoading && <Spinner size="sm" />}
        {loadError && <p className="text-sm text-red-700">{failureText(loadError)}</p>}
        {data && data.length === 0 && <p className="text-sm text-slate-500">{t('orders.new.noAgents')}</p>}
        {data && data.length > 0 && (
          <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
            {data.map((a) => (
              <li key={a.id}>
                <button type="button" className="flex min-h-11 w-full flex-col px-3 py-2 text-left hover:bg-primary/5" onClick={() => onChange(a)} data-testid="new-order-agent-option">
                  <span className="font-medium text-slate-900">{a.name}</span>
                  <span className="text-xs text-slate-500">{[a.username, a.tierName].filter(Boolean).join(' · ')}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The quantity as typed (it may be blank while typing); read it with clampQuantity(Number(text)). */
function QuantityInput({ value, onChange, label, testId }: { value: string; onChange: (text: string) => void; label: string; testId: string }) {
  const id = useId();
  return (
    <div className="w-24">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_QUANTITY}
        className={fieldClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => onChange(String(clampQuantity(Number(value))))}
        data-testid={testId}
      />
    </div>
  );
}

/** Find a product (GET /api/product?search=), choose its variant (GET /api/product/detail) and a quantity. */
export function ProductAdder({ onAdd }: { onAdd: (line: DraftLine) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const [product, setProduct] = useState<ProductDetail | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [variantId, setVariantId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const { data } = useProductSearch(search, product === null && search !== '');

  const choose = async (productId: number) => {
    setLoading(true);
    setError(null);
    try {
      const detail = await getProductDetail(productId);
      setProduct(detail);
      setVariantId(detail.variants.length === 1 ? String(detail.variants[0].id) : '');
      setQuantity('1');
    } catch (err) {
      setError(failureText(err));
    } finally {
      setLoading(false);
    }
  };

  const add = () => {
    if (!product) return;
    const variant = product.variants.find((v) => String(v.id) === variantId);
    if (!variant) {
      setError(t('orders.new.chooseVariant'));
      return;
    }
    onAdd({ kind: 'variant', id: variant.id, name: product.name, label: variant.label, quantity: clampQuantity(Number(quantity)), weight: product.weight });
    setProduct(null);
    setText('');
    setError(null);
  };

  if (product) {
    return (
      <div className="space-y-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200" data-testid="new-order-product-chosen">
        <p className="font-semibold text-slate-900">
          {product.name} <span className="text-xs font-normal text-slate-500">{product.sku}</span>
        </p>
        <div className="flex flex-wrap items-end gap-3">
          {product.variants.length > 1 && (
            <Select
              className="min-w-40 flex-1"
              label={t('orders.new.variant')}
              placeholder={t('common.choose')}
              value={variantId}
              onChange={(e) => setVariantId(e.target.value)}
              options={product.variants.map((v) => ({ value: String(v.id), label: v.stock == null ? v.label : t('orders.new.variantStock', { label: v.label, stock: v.stock }) }))}
              data-testid="new-order-variant"
            />
          )}
          <QuantityInput label={t('orders.new.quantity')} value={quantity} onChange={setQuantity} testId="new-order-quantity" />
          <Button onClick={add} data-testid="new-order-add-item">
            {t('orders.new.add')}
          </Button>
          <Button variant="ghost" onClick={() => setProduct(null)}>
            {t('common.cancel')}
          </Button>
        </div>
        <FieldError message={error ?? undefined} />
      </div>
    );
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {t('orders.new.productSearch')}
      </label>
      <input id={id} type="search" className={fieldClass} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('orders.new.productPlaceholder')} data-testid="new-order-product-search" />
      {loading && <Spinner size="sm" />}
      <FieldError message={error ?? undefined} />
      {search !== '' && data && (
        <ul className="mt-2 max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg ring-1 ring-slate-200">
          {data.items.length === 0 && <li className="px-3 py-2 text-sm text-slate-500">{t('orders.new.noProducts')}</li>}
          {data.items.map((p) => (
            <li key={p.id}>
              <button type="button" className="flex min-h-11 w-full items-center gap-3 px-3 py-2 text-left hover:bg-primary/5" onClick={() => void choose(p.id)} data-testid="new-order-product-option">
                {p.coverThumb ? <img src={p.coverThumb} alt="" className="h-8 w-8 rounded object-cover" /> : <span aria-hidden="true" className="h-8 w-8 rounded bg-slate-100" />}
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900">{p.name}</span>
                  <span className="block text-xs text-slate-500">{p.stock == null ? p.sku : t('orders.new.skuStock', { sku: p.sku, stock: p.stock })}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Add a package (GET /api/product/package, the ongoing ones). */
export function PackageAdder({ onAdd }: { onAdd: (line: DraftLine) => void }) {
  const { t } = useTranslation();
  const { data } = usePackages(true);
  const [packageId, setPackageId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const live = (data ?? []).filter((p) => p.status === 'ongoing');
  if (live.length === 0) return null;
  const add = () => {
    const p = live.find((x) => String(x.id) === packageId);
    if (!p) return;
    onAdd({ kind: 'package', id: p.id, name: p.name, label: p.code, quantity: clampQuantity(Number(quantity)) });
    setPackageId('');
    setQuantity('1');
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Select
        className="min-w-48 flex-1"
        label={t('orders.new.package')}
        placeholder={t('common.choose')}
        value={packageId}
        onChange={(e) => setPackageId(e.target.value)}
        options={live.map((p) => ({ value: String(p.id), label: `${p.name} (${p.code})` }))}
        data-testid="new-order-package"
      />
      <QuantityInput label={t('orders.new.quantity')} value={quantity} onChange={setQuantity} testId="new-order-package-quantity" />
      <Button variant="secondary" disabled={packageId === ''} onClick={add} data-testid="new-order-add-package">
        {t('orders.new.add')}
      </Button>
    </div>
  );
}

/** The lines so far, with their quantity and remove. */
export function DraftLines({ lines, onQuantity, onRemove }: { lines: DraftLine[]; onQuantity: (key: string, n: number) => void; onRemove: (key: string) => void }) {
  const { t } = useTranslation();
  // What is being typed in a quantity box (blank or partial); a whole number ≥ 1 is applied at once.
  const [typing, setTyping] = useState<Record<string, string>>({});
  const type = (key: string, text: string) => {
    setTyping((m) => ({ ...m, [key]: text }));
    const n = Number(text);
    if (text !== '' && Number.isInteger(n) && n >= 1) onQuantity(key, n);
  };
  const settle = (key: string) =>
    setTyping((m) => {
      const rest = { ...m };
      delete rest[key];
      return rest;
    });
  if (lines.length === 0) return <p className="rounded-lg bg-slate-50 px-3 py-4 text-center text-sm text-slate-500" data-testid="new-order-no-items">{t('orders.new.noItems')}</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200" data-testid="new-order-items">
      {lines.map((l) => {
        const key = lineKey(l);
        return (
          <li key={key} className="flex flex-wrap items-center gap-3 px-3 py-2" data-testid="new-order-item">
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-slate-900">{l.name}</span>
              <span className="block text-xs text-slate-500">{l.kind === 'package' ? t('orders.new.packageLabel', { code: l.label }) : l.label}</span>
            </span>
            <input
              type="number"
              min={1}
              max={MAX_QUANTITY}
              className={`${fieldClass} w-24`}
              value={typing[key] ?? String(l.quantity)}
              onChange={(e) => type(key, e.target.value)}
              onBlur={() => settle(key)}
              aria-label={t('orders.new.quantityOf', { name: l.name })}
              data-testid="new-order-item-quantity"
            />
            <Button variant="ghost" className="text-red-700" onClick={() => onRemove(key)} aria-label={t('orders.new.removeOf', { name: l.name })} data-testid="new-order-item-remove">
              {t('orders.new.remove')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
