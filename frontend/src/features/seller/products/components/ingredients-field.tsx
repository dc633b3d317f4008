import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { useId } from 'react';
import { INPUT_CLASSES } from '@/components/ui/text-field';

interface IngredientsFieldProps {
  ingredients: string[];
  onChange: (ingredients: string[]) => void;
}

/**
 * One input per ingredient; at least one input always stays. Empty ones are dropped on save. The visible
 * 'Ingredients' label belongs to the first input (as every field's label does) and each input is also named by its
 * number, so each box is told apart when read aloud.
 */
export function IngredientsField({ ingredients, onChange }: IngredientsFieldProps) {
  const id = useId();
  const inputId = (index: number) => `${id}-ingredient-${index}`;
  const set = (index: number, value: string) => onChange(ingredients.map((v, i) => (i === index ? value : v)));
  const remove = (index: number) => onChange(ingredients.filter((_, i) => i !== index));

  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`} className="space-y-2">
      <div>
        <label id={`${id}-label`} htmlFor={inputId(0)} className="block text-sm font-medium text-stone-800">
          Ingredients
        </label>
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          One ingredient in each box; empty boxes are left out.
        </p>
      </div>
      {ingredients.map((ingredient, index) => (
        <div key={index} className="flex gap-2">
          <label htmlFor={inputId(index)} className="sr-only">
            {`Ingredient ${index + 1}`}
          </label>
          <input
            id={inputId(index)}
            value={ingredient}
            placeholder={index === 0 ? 'e.g. Rice flour' : undefined}
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
    </div>
  );
}
