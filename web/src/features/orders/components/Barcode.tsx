import { useTranslation } from 'react-i18next';
import { code128BBars, isCode128B } from '../logic/code128';

const QUIET = 10; // modules of white on each side

/** A Code 128 (set B) barcode as inline SVG, with the text under it. Scales to its box width. */
export function Barcode({ value, height = 56, maxWidth = '100%', testId }: { value: string; height?: number; maxWidth?: string; testId?: string }) {
  const { t } = useTranslation();
  if (!isCode128B(value)) {
    return (
      <p className="font-mono text-sm" data-testid={testId}>
        {value}
      </p>
    );
  }
  const { bars, modules } = code128BBars(value);
  const width = modules + QUIET * 2;
  return (
    <figure className="inline-block text-center" style={{ width: '100%', maxWidth }} data-testid={testId} data-value={value}>
      <svg
        role="img"
        aria-label={t('orders.print.barcodeOf', { value })}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        shapeRendering="crispEdges"
        style={{ width: '100%', height }}
      >
        <rect x={0} y={0} width={width} height={height} fill="#fff" />
        {bars.map((b) => (
          <rect key={b.x} x={b.x + QUIET} y={0} width={b.width} height={height} fill="#000" />
        ))}
      </svg>
      <figcaption className="font-mono text-xs tracking-widest text-black">{value}</figcaption>
    </figure>
  );
}
