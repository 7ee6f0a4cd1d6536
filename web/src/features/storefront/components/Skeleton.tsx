/** Grey placeholders while the store's parts load (same sizes as what replaces them: no layout jump). */
export function Bone({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded-md bg-slate-200 ${className}`} />;
}

export function ProductCardSkeleton() {
  return (
    <li className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200" aria-hidden="true">
      <Bone className="aspect-square w-full rounded-none" />
      <div className="space-y-2 p-3">
        <Bone className="h-4 w-4/5" />
        <Bone className="h-4 w-1/2" />
      </div>
    </li>
  );
}

export function ProductGridSkeleton({ count = 8, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label} data-testid="products-loading">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: count }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </ul>
    </div>
  );
}
