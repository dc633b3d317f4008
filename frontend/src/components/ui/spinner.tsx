import LoaderCircle from 'lucide-react/icons/loader-circle';

/** A centred spinner whose accessible name is its label, for panels that load in place. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex items-center justify-center py-12 text-stone-600">
      <LoaderCircle className="h-8 w-8 animate-spin text-amber-700" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
