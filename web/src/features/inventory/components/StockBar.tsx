import { useTranslation } from 'react-i18next';
import { BAND_BAR, BAND_TEXT, bandOf, barWidth } from '../logic/bands';

/** The stock indicator: a bar coloured by band (green > 80 %, amber 50–80 %, red < 50 %, grey when out). */
export function StockBar({ percent, quantity, band, className = '' }: { percent: number; quantity: number; band?: string | null; className?: string }) {
  const { t } = useTranslation();
  const b = bandOf({ band, percent, quantity });
  const width = b === 'out' ? 100 : barWidth(percent);
  const label = b === 'out' ? t('stock.band.out') : t('stock.list.percentOf', { percent: barWidth(percent) });
  return (
    <div className={`min-w-0 ${className}`} data-testid="stock-bar" data-band={b}>
      <div
        role="meter"
        aria-label={t('stock.list.indicator')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={barWidth(percent)}
        aria-valuetext={`${label} (${t(`stock.band.${b}`)})`}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full rounded-full ${BAND_BAR[b]}`} style={{ width: `${width}%` }} />
      </div>
      <p className={`mt-1 text-xs font-medium ${BAND_TEXT[b]}`}>{label}</p>
    </div>
  );
}
