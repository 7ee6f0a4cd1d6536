import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FormMessage } from '@/components/FieldError';
import { Tag } from '@/components/StatusBadge';
import { Loaded } from '@/components/Loaded';
import { hasRegion, indonesianPlace } from '@/lib/address';
import { failureText } from '@/lib/form';
import { useProvinces } from '@/lib/regions';
import { deleteAddress, setPrimaryAddress, storeAddresses, useAddresses } from '../api/addresses';
import type { Address } from '../api/types';
import { receiverName } from '../logic/address-form';
import { AddressFormDialog } from './AddressFormDialog';

type Editing = { address: Address | null } | null;

/** The delivery address: pick one of the saved ones, add, edit, make primary or delete. */
export function AddressSection({ selectedId, onSelect, defaultCountry, required }: { selectedId: number | null; onSelect: (id: number | null) => void; defaultCountry: string; required: boolean }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const { data, error, mutate: reload } = useAddresses();
  // An Indonesian address reads "village, district, city, province postcode": the province's name from its list.
  const { data: provinces } = useProvinces(Boolean(data?.some(hasRegion)));
  const provinceName = (code: string) => provinces?.find((p) => p.code === code)?.name ?? null;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const act = async (change: () => Promise<Address[]>) => {
    setBusy(true);
    setActionError(null);
    try {
      await storeAddresses(mutate, await change());
      return true;
    } catch (e) {
      setActionError(failureText(e));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      title={t('shop.address.title')}
      actions={
        <Button variant="secondary" onClick={() => setEditing({ address: null })} data-testid="address-add">
          {t('shop.address.add')}
        </Button>
      }
      data-testid="address-section"
    >
      <Loaded data={data} error={error} retry={() => void reload()}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-slate-600" data-testid="address-none">
              {required ? t('shop.address.noneNeeded') : t('shop.address.none')}
            </p>
          ) : (
            <fieldset>
              <legend className="sr-only">{t('shop.address.title')}</legend>
              <ul className="space-y-2">
                {list.map((a) => {
                  const selected = a.id === selectedId;
                  const name = receiverName(a);
                  return (
                    <li key={a.id} className={`rounded-lg p-3 ring-1 ${selected ? 'bg-primary/5 ring-2 ring-primary' : 'bg-white ring-slate-200'}`} data-testid="address-option" data-selected={selected}>
                      <label className="flex cursor-pointer gap-3">
                        <input type="radio" name="checkout-address" className="mt-1 h-5 w-5 shrink-0 accent-[var(--rk-primary)]" checked={selected} onChange={() => onSelect(a.id)} data-testid="address-radio" />
                        <span className="min-w-0 text-sm text-slate-700">
                          <span className="flex flex-wrap items-center gap-1">
                            <span className="font-semibold text-slate-900">{name}</span>
                            {a.addrTitle && <Tag>{a.addrTitle}</Tag>}
                            {a.primary && <Tag testId="address-primary-tag">{t('shop.address.primary')}</Tag>}
                          </span>
                          <span className="block break-words">{[a.address1, a.address2].filter(Boolean).join(', ')}</span>
                          <span className="block" data-testid="address-place">
                            {hasRegion(a) ? indonesianPlace({ ...a, province: provinceName(a.state) }) : [a.postCode, a.city].filter(Boolean).join(' ')}
                          </span>
                          <span className="block">
                            {a.phoneCode} {a.phone}
                          </span>
                        </span>
                      </label>
                      <div className="mt-2 flex flex-wrap justify-end gap-1">
                        <Button variant="ghost" className="min-h-9 px-2 text-xs" onClick={() => setEditing({ address: a })} aria-label={t('shop.address.editLabel', { name })} data-testid="address-edit">
                          {t('shop.address.edit')}
                        </Button>
                        {!a.primary && (
                          <Button variant="ghost" className="min-h-9 px-2 text-xs" disabled={busy} onClick={() => void act(() => setPrimaryAddress(a.id))} aria-label={t('shop.address.setPrimaryLabel', { name })} data-testid="address-set-primary">
                            {t('shop.address.setPrimary')}
                          </Button>
                        )}
                        <Button variant="ghost" className="min-h-9 px-2 text-xs text-red-700 hover:bg-red-50" onClick={() => setDeleting(a)} aria-label={t('shop.address.deleteLabel', { name })} data-testid="address-delete">
                          {t('shop.address.delete')}
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          )
        }
      </Loaded>
      {actionError && !deleting && (
        <div className="mt-2">
          <FormMessage testId="address-error">{actionError}</FormMessage>
        </div>
      )}
      <AddressFormDialog
        open={editing !== null}
        address={editing?.address ?? null}
        addresses={data}
        defaultCountry={defaultCountry}
        onClose={() => setEditing(null)}
        onSaved={(id) => {
          setEditing(null);
          if (id !== null) onSelect(id);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('shop.address.deleteTitle')}
        message={deleting ? `${receiverName(deleting)}, ${deleting.address1}` : undefined}
        confirmLabel={t('shop.address.delete')}
        busy={busy}
        error={deleting ? actionError : null}
        onConfirm={() => {
          const target = deleting;
          if (!target) return;
          void act(() => deleteAddress(target.id)).then((done) => {
            if (!done) return;
            setDeleting(null);
            if (target.id === selectedId) onSelect(null);
          });
        }}
        onCancel={() => {
          setDeleting(null);
          setActionError(null);
        }}
        testId="address-delete-confirm"
      />
    </Card>
  );
}
