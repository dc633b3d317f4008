import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import type { SellerOrder } from '../api/seller-orders.api';
import type { StatusExtras } from '../hooks/use-seller-orders';
import { indiaToday, lineKey, packedOnExtras, packedOnProblem } from './ship-model';

interface ShipDialogProps {
  order: SellerOrder;
  /** Ships the part with these dates; answers the refusal's sentence, or null once shipped. */
  onShip: (dates: Pick<StatusExtras, 'packedOn' | 'lines'>) => Promise<string | null>;
  onClose: () => void;
}

/**
 * 'Packed on' before a part ships (decision 035): the day the food was packed, today unless changed, never later;
 * a part of several lines may give a line its own day. Food that would reach the shopper with too little of its
 * shelf life left is refused, and the refusal (which names the product and the day it needs) is shown here.
 */
export function ShipDialog({ order, onShip, onClose }: ShipDialogProps) {
  const formId = useId();
  const today = indiaToday();
  const [packedOn, setPackedOn] = useState(today);
  const [perLine, setPerLine] = useState(false);
  const [lineDates, setLineDates] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const several = order.items.length > 1;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const dated = perLine ? Object.values(lineDates).filter(Boolean) : [];
    const wrong = [packedOn, ...dated].map((d) => packedOnProblem(d, today)).find(Boolean);
    if (wrong) return setProblem(wrong);
    setBusy(true);
    setProblem(null);
    const refusal = await onShip(packedOnExtras(order.items, packedOn, perLine ? lineDates : {}));
    setBusy(false);
    if (refusal) setProblem(refusal);
    else onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Ship order #${order.orderNumber}`}
      variant="centred"
      dismissible={!busy}
      initialFocus="input"
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy}>
            {busy ? 'Shipping...' : 'Confirm shipping'}
          </Button>
        </div>
      }
    >
      <form id={formId} noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
        <FormAlert message={problem} />
        <TextField
          label="Packed on"
          type="date"
          required
          max={today}
          value={packedOn}
          onValueChange={setPackedOn}
          hint="The best-before date on the order counts from this day"
        />
        {several ? (
          <label className="flex items-center gap-2 text-sm text-stone-800">
            <input type="checkbox" checked={perLine} onChange={(event) => setPerLine(event.target.checked)} />
            Some items were packed on another day
          </label>
        ) : null}
        {several && perLine ? (
          <ul aria-label="Packed on per item" className="space-y-3">
            {order.items.map((item) => (
              <li key={lineKey(item)}>
                <TextField
                  label={`Packed on: ${item.productName} (${item.weight})`}
                  type="date"
                  max={today}
                  value={lineDates[lineKey(item)] ?? ''}
                  onValueChange={(date) => setLineDates({ ...lineDates, [lineKey(item)]: date })}
                  hint="Blank: the day above"
                />
              </li>
            ))}
          </ul>
        ) : null}
      </form>
    </Dialog>
  );
}
