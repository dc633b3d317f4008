import LoaderCircle from 'lucide-react/icons/loader-circle';

/** A centred spinner with a text that screen readers announce. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-stone-600">
      <LoaderCircle className="h-8 w-8 animate-spin text-amber-700" aria-hidden="true" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}
