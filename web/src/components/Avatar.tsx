import { initials } from '@/lib/format';

export function Avatar({ name, src, size = 40, alt }: { name: string; src?: string | null; size?: number; alt?: string }) {
  if (src) {
    return <img src={src} alt={alt ?? name} width={size} height={size} className="rounded-full object-cover ring-1 ring-slate-200" style={{ width: size, height: size }} />;
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex items-center justify-center rounded-full bg-secondary font-semibold text-slate-900"
      style={{ width: size, height: size, fontSize: size * 0.4 }}
    >
      {initials(name)}
    </span>
  );
}
