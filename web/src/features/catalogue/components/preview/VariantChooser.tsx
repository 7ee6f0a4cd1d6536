import { useTranslation } from 'react-i18next';
import type { ProductOption } from '../../api/types';

/** One value per option, chosen with buttons (with the value's image when it has one). */
export function VariantChooser({ options, chosen, onChoose }: { options: ProductOption[]; chosen: Record<number, number>; onChoose: (optionId: number, valueId: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3" data-testid="variant-chooser">
      {options.map((o) => (
        <fieldset key={o.id}>
          <legend className="mb-1 text-sm font-medium text-slate-700">{o.name}</legend>
          <div className="flex flex-wrap gap-2">
            {o.values.map((v) => {
              const selected = chosen[o.id] === v.id;
              return (
                <button
                  key={v.id}
                  type="button"
                  aria-pressed={selected}
                  aria-label={t('catalogue.preview.chooseValue', { option: o.name, value: v.value })}
                  onClick={() => onChoose(o.id, v.id)}
                  className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium ring-1 ${selected ? 'bg-primary/10 text-primary ring-primary' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'}`}
                  data-testid="variant-value"
                >
                  {v.image && <img src={v.image} alt="" className="h-7 w-7 rounded object-cover" />}
                  {v.value}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
