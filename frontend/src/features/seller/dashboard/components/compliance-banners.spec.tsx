import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FoodLicence } from '@thindi/contracts';
import { makeSellerProduct, makeStats, openDashboard } from '../../../../../test/seller-dashboard';
import { makeSeller } from '../../../../../test/sellers';

const licence = (overrides: Partial<FoodLicence>): FoodLicence => ({
  ...makeSeller().foodLicence,
  ...overrides,
});
/** The licence given and verified alike, valid until `date`. */
const verifiedUntil = (date: string): Partial<FoodLicence> => ({
  validUntil: date,
  verified: { number: '13321001000123', kind: 'state-licence', validUntil: date },
});
const approved = (foodLicence: FoodLicence) => makeSeller({ isVerified: true, isActive: true, foodLicence });
const notes = () => screen.queryAllByRole('note').map((note) => note.textContent);
const GRACE_END = '2027-01-02T06:30:00.000Z';

describe('the FSSAI licence banner', () => {
  it('asks an approved seller on grace for its licence by the end of the grace, and opens the form for it', async () => {
    const seller = approved(
      licence({ number: null, kind: null, validUntil: null, certificate: false, verifiedAt: null, status: 'missing' }),
    );
    await openDashboard({ seller: { ...seller, foodLicence: { ...seller.foodLicence, graceEndsAt: GRACE_END } } });
    const note = await screen.findByText('Add your FSSAI licence by 2 Jan 2027 or your products stop being sold');
    await userEvent.setup().click(within(note.closest('[role="note"]') as HTMLElement).getByRole('button'));
    expect(await screen.findByRole('form', { name: 'Edit business profile' })).toBeVisible();
    expect(screen.getByLabelText('FSSAI Licence Number')).toBeVisible();
  });

  it.each([
    [
      'pending',
      licence({ status: 'pending', verifiedAt: null, verified: null, selling: false }),
      'Your FSSAI licence is waiting for verification by an admin; your products are sold once it is verified',
    ],
    [
      'expiring',
      licence({ status: 'expiring', ...verifiedUntil('2026-12-20') }),
      'Your FSSAI licence lapses on 20 Dec 2026: add your renewed licence before then',
    ],
    [
      'lapsed',
      licence({ status: 'lapsed', ...verifiedUntil('2026-11-30'), selling: false }),
      'Your products are not being sold: your FSSAI licence lapsed on 30 Nov 2026; add a current one',
    ],
  ])('says where the licence stands when it is %s', async (_status, foodLicence, text) => {
    await openDashboard({ seller: approved(foodLicence) });
    expect(await screen.findByText(text)).toBeVisible();
  });

  it('says nothing of a verified licence', async () => {
    await openDashboard({ seller: approved(licence({ status: 'verified' })) });
    await screen.findByRole('heading', { name: 'Recent Products' });
    expect(notes()).toEqual([]);
  });
});

describe('the food facts banners', () => {
  const lacking = (name: string, dueAt: string, held = false) =>
    makeSellerProduct({
      _id: name,
      id: name,
      name,
      foodFacts: { complete: false, missing: ['allergens', 'shelfLifeDays'], dueAt, held },
    });

  it('counts the products on grace and those held, and shows them marked in the product list', async () => {
    const seller = approved(licence({ status: 'verified' }));
    await openDashboard({
      seller,
      products: [
        lacking('Ribbon Pakoda', '2027-01-10T06:30:00.000Z'),
        lacking('Thattai', GRACE_END),
        lacking('Kai Murukku', '2026-11-01T06:30:00.000Z', true),
        makeSellerProduct({ _id: 'done', id: 'done', name: 'Mysore Pak' }),
      ],
    });
    expect(await screen.findByText('2 products need their food facts by 2 Jan 2027')).toBeVisible();
    const held = screen.getByText('1 product is not being sold until its food facts are complete');
    await userEvent.setup().click(within(held.closest('[role="note"]') as HTMLElement).getByRole('button'));
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
    const row = (await screen.findAllByText('Thattai')).at(-1)?.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Food facts needed by 2 Jan 2027: allergens, shelf life');
    const heldRow = screen.getAllByText('Kai Murukku').at(-1)?.closest('tr') as HTMLElement;
    expect(heldRow).toHaveTextContent('Not sold until its food facts are complete');
  });

  it('counts the whole catalogue from the stats when the catalog sends them, not just the first page', async () => {
    await openDashboard({
      seller: approved(licence({ status: 'verified' })),
      products: [lacking('Thattai', GRACE_END)],
      stats: { ...makeStats(), foodFacts: { missing: 41, held: 0, dueAt: GRACE_END } },
    });
    expect(await screen.findByText('41 products need their food facts by 2 Jan 2027')).toBeVisible();
  });
});
