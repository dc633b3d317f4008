import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { INPUT_CLASSES } from '@/components/ui/text-field';

interface IngredientsFieldProps {
  ingredients: string[];
  onChange: (ingredients: string[]) => void;
}

/** One input per ingredient; at least one input always stays (spec section 5). Empty ones are dropped on save. */
export function IngredientsField({ ingredients, onChange }: IngredientsFieldProps) {
  const set = (index: number, value: string) => onChange(ingredients.map((v, i) => (i === index ? value : v)));
  const remove = (index: number) => onChange(ingredients.filter((_, i) => i !== index));

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">Ingredients</legend>
      {ingredients.map((ingredient, index) => (
        <div key={index} className="flex gap-2">
          <input
            aria-label={`Ingredient ${index + 1}`}
            value={ingredient}
            onChange={(event) => set(index, event.target.value)}
            className={INPUT_CLASSES}
          />
          {ingredients.length > 1 ? (
            <button
              type="button"
              onClick={() => remove(index)}
              aria-label={`Remove ingredient ${index + 1}`}
              className="rounded-lg border border-stone-300 px-3 text-stone-700 hover:text-red-700"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      ))}
      <button
        type="button"
        onClick={() => onChange([...ingredients, ''])}
        className="inline-flex items-center gap-1 text-sm font-semibold text-amber-800 hover:underline"
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add Ingredient
      </button>
    </fieldset>
  );
}
