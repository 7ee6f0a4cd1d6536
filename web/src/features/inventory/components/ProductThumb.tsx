import { Icon } from '@/components/Icon';

/** A product's small cover image, or a neutral box when it has none. */
export function ProductThumb({ src, size = 40 }: { src: string | null | undefined; size?: number }) {
  const style = { width: size, height: size };
  if (src) return <img src={src} alt="" loading="lazy" style={style} className="shrink-0 rounded-md object-cover ring-1 ring-slate-200" />;
  return (
    <span aria-hidden="true" style={style} className="inline-flex shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-400">
      <Icon name="box" className="h-1/2 w-1/2" />
    </span>
  );
}
