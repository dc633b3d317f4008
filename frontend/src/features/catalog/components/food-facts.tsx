import { containsSentence, NUTRIENTS, type FoodFacts, type NutritionPer100g } from '@thindi/contracts';
import { useId, type ReactNode } from 'react';
import { DietBadge } from './diet-mark';

export const NOT_DECLARED = 'Not declared by the seller';

const amount = (value: number) => value.toLocaleString('en-IN', { maximumFractionDigits: 1 });

function NutritionTable({ nutrition }: { nutrition: NutritionPer100g }) {
  return (
    <table className="w-full max-w-sm text-left text-sm">
      <caption className="pb-1 text-left font-semibold text-stone-900">Nutrition per 100 g</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Nutrient</th>
          <th scope="col">Per 100 g</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {NUTRIENTS.map(({ key, label, unit }) => (
          <tr key={key}>
            <th scope="row" className="py-1 font-normal text-stone-700">
              {label}
            </th>
            <td className="py-1 text-right font-medium text-stone-900">{`${amount(nutrition[key])} ${unit}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Fact({ children }: { children: ReactNode }) {
  return <p className="text-sm text-stone-700">{children}</p>;
}

/**
 * What the product's label says, as its seller declared it: the diet mark, allergens, nutrition per 100 g, shelf
 * life, storage, origin and manufacturer. A required fact not declared says so; an optional one is left out, so the
 * page never states what the seller did not.
 */
export function FoodFactsPanel({ food }: { food: FoodFacts }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-2xl border border-amber-100 bg-white p-5">
      <h2 id={titleId} className="font-display text-lg font-bold text-stone-900">
        Food facts
      </h2>
      {food.diet ? <DietBadge diet={food.diet} /> : <Fact>{`Veg or non-veg: ${NOT_DECLARED}`}</Fact>}
      <Fact>{food.allergens ? containsSentence(food.allergens) : `Allergens: ${NOT_DECLARED}`}</Fact>
      {food.nutritionPer100g ? <NutritionTable nutrition={food.nutritionPer100g} /> : null}
      <Fact>
        {food.shelfLifeDays === null
          ? `Shelf life: ${NOT_DECLARED}`
          : `Best before ${food.shelfLifeDays} ${food.shelfLifeDays === 1 ? 'day' : 'days'} from packing`}
      </Fact>
      {food.storage ? <Fact>{`Storage: ${food.storage}`}</Fact> : null}
      <Fact>{`Country of origin: ${food.countryOfOrigin ?? NOT_DECLARED}`}</Fact>
      <Fact>
        {food.manufacturer
          ? `Manufactured by: ${food.manufacturer.name}, ${food.manufacturer.address}`
          : `Manufactured by: ${NOT_DECLARED}`}
      </Fact>
      <p className="text-xs text-stone-500">As declared by the seller.</p>
    </section>
  );
}
