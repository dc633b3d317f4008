import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Fulfilment, Issue, Order, OrderItem } from '@thindi/contracts';
import { makeUser, meResponse, storeCustomer } from '../../../../test/accounts';
import { jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { makePublicConfig } from '../../../../test/public-config';
import { makeIssue } from '../../../../test/issue.factory';
import { renderApp } from '../../../../test/render-app';
import { makeUpiOrder } from '../../../../test/upi-order.factory';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
/** India's calendar day `days` from today, as delivery estimates name it. */
const indiaDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * DAY_MS));

const AMMA = 'Amma Sweets';
const MALABAR = 'Malabar Spice House';

const line = (productId: string, productName: string, sellerId: string, variantId: string | null): OrderItem => ({
  product: productId,
  productId,
  variantId,
  variantLabel: '500 g',
  productName,
  productImage: null,
  weight: '500 g',
  quantity: 2,
  price: 300,
  sellerId,
  sellerName: sellerId === 's1' ? AMMA : MALABAR,
});

const delivered = (sellerId: string, daysSince: number): Fulfilment => ({
  sellerId,
  sellerName: sellerId === 's1' ? AMMA : MALABAR,
  status: 'delivered',
  sellerSubtotal: 600,
  trackingNumber: null,
  note: null,
  history: [{ status: 'delivered', note: 'Delivered', timestamp: daysAgo(daysSince) }],
  delivery: null,
});

/** A part on its way whose estimate's latest day is `latestIn` days from today (negative: in the past). */
const shipped = (sellerId: string, latestIn: number): Fulfilment => ({
  ...delivered(sellerId, 0),
  status: 'shipped',
  history: [{ status: 'shipped', note: 'Shipped', timestamp: daysAgo(3) }],
  delivery: {
    zone: 'B',
    dispatchBy: indiaDay(-5),
    earliest: indiaDay(latestIn - 2),
    latest: indiaDay(latestIn),
    minDays: 3,
    maxDays: 5,
    label: 'Delivery by soon',
  },
});

/** A cash-on-delivery order of two lines from Amma (s1), and one from Malabar (s2) when it has a part. */
function orderWith(parts: Fulfilment[]): Order {
  return {
    ...makeUpiOrder({ paymentMethod: 'cod', paymentStatus: 'pending', payment: undefined }),
    orderStatus: parts.some((part) => part.status === 'shipped') ? 'shipped' : 'delivered',
    items: [
      line('p1', 'Mysore Pak', 's1', 'v1'),
      line('p2', 'Murukku', 's1', null),
      ...(parts.length > 1 ? [line('p3', 'Banana Chips', 's2', 'v3')] : []),
    ],
    fulfilments: parts,
  };
}

function serve(order: Order, extra: Parameters<typeof mockApi>[0] = {}, issues: () => Issue[] = () => []) {
  storeCustomer(makeUser(), 'cust-token');
  return mockApi({
    'GET /api/auth/me': () => meResponse(makeUser()),
    'GET /api/orders/my-orders': () => jsonResponse({ success: true, orders: [order] }),
    'GET /api/orders/o1': () => jsonResponse({ success: true, order: { ...order, issues: issues() } }),
    'GET /api/config': () => jsonResponse(makePublicConfig({ issueWindowDays: 7 })),
    ...extra,
  });
}

const problems = () => screen.findByRole('region', { name: 'Problems with this order' });

async function openForm(name = 'Report a problem') {
  const user = userEvent.setup();
  renderApp('/orders/o1');
  await user.click(await within(await problems()).findByRole('button', { name }));
  const form = await screen.findByRole('form', { name: `Report a problem with the items from ${AMMA}` });
  return { user, form };
}

describe("'Report a problem' on the shopper's order page", () => {
  it('is offered on a part delivered two days ago, and not on one delivered eight days ago', async () => {
    serve(orderWith([delivered('s1', 2), delivered('s2', 8)]));
    renderApp('/orders/o1');
    const region = await problems();
    expect(within(region).getByRole('button', { name: `Report a problem with the items from ${AMMA}` })).toBeVisible();
    expect(within(region).queryByRole('button', { name: new RegExp(MALABAR) })).not.toBeInTheDocument();
  });

  it('is not offered at all on an order delivered eight days ago', async () => {
    serve(orderWith([delivered('s1', 8)]));
    renderApp('/orders/o1');
    await screen.findByRole('heading', { name: /Order #/ });
    expect(screen.queryByRole('button', { name: /Report a problem/ })).not.toBeInTheDocument();
  });

  it("offers only 'Not delivered' on a shipped part whose latest date has passed, and nothing before that", async () => {
    serve(orderWith([shipped('s1', -1), shipped('s2', 1)]));
    const { user } = await openForm(`Report a problem with the items from ${AMMA}`);
    const region = await problems();
    expect(within(region).getByText(/^Not delivered yet: it was due by/)).toBeVisible();
    expect(within(region).queryByRole('button', { name: new RegExp(MALABAR) })).not.toBeInTheDocument();
    const kinds = within(screen.getByRole('group', { name: 'What went wrong?' })).getAllByRole('radio');
    expect(kinds.map((radio) => radio.closest('label')?.textContent)).toEqual(['Not delivered']);
    expect(kinds[0]).toBeChecked();
    // The parcel never came: all its items are named, and no photo is asked for.
    expect(screen.getByRole('checkbox', { name: 'Mysore Pak · 500 g' })).toBeChecked();
    expect(screen.queryByLabelText(/Add photos/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('asks what went wrong, which items, and a description of at least 10 characters, sending nothing', async () => {
    const api = serve(orderWith([delivered('s1', 2)]));
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText(/What happened/), 'Broken');
    await user.click(within(form).getByRole('button', { name: 'Send report' }));

    expect(await within(form).findByRole('group', { name: 'What went wrong?' })).toHaveAccessibleDescription(
      'Please choose what went wrong',
    );
    expect(within(form).getByRole('group', { name: 'Which items?' })).toHaveAccessibleDescription(
      'Please choose the items the problem is with',
    );
    const description = within(form).getByLabelText(/What happened/);
    expect(description).toHaveAccessibleDescription('Please describe the problem in at least 10 characters');
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent).toHaveLength(0);
  });

  it("sends the report with its photo and shows the ticket's number and dates, focused, with its link", async () => {
    const reports: unknown[] = [];
    let issues: Issue[] = [];
    serve(
      orderWith([delivered('s1', 2)]),
      {
        'POST /api/reviews/photos': () =>
          jsonResponse(
            {
              success: true,
              message: '1 photo(s) uploaded',
              files: [{ key: 'review-photos/p1.webp', name: 'p1.webp', url: '/api/files/review-photos/p1.webp' }],
            },
            201,
          ),
        'POST /api/orders/o1/issues': (body) => {
          reports.push(body);
          issues = [makeIssue()];
          return jsonResponse({ success: true, issue: makeIssue() }, 201);
        },
      },
      () => issues,
    );
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('radio', { name: 'Damaged or crushed' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Mysore Pak · 500 g' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'How many of Mysore Pak' }), '1');
    await user.type(within(form).getByLabelText(/What happened/), 'The box was crushed and the pieces broken.');
    await user.upload(within(form).getByLabelText(/Add photos/), new File(['x'], 'box.jpg', { type: 'image/jpeg' }));
    await user.click(within(form).getByRole('button', { name: 'Send report' }));

    const message = await screen.findByRole('status');
    expect(message).toHaveTextContent(
      "Ticket TK-20261202-4F7K2 opened: we'll acknowledge it by 5 Dec 2026 and resolve it by 1 Jan 2027",
    );
    await waitFor(() => expect(message).toHaveFocus());
    expect(within(message).getByRole('link', { name: 'TK-20261202-4F7K2' })).toHaveAttribute(
      'href',
      '/support/TK-20261202-4F7K2',
    );
    expect(reports).toEqual([
      {
        kind: 'damaged',
        lines: [{ productId: 'p1', variantId: 'v1', quantity: 1 }],
        description: 'The box was crushed and the pieces broken.',
        photos: ['/api/files/review-photos/p1.webp'],
      },
    ]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    // The order's tickets are read again: the new one is listed.
    const listed = await within(await problems()).findByRole('list', { name: 'Problems reported' });
    expect(within(listed).getByText(/Damaged or crushed/)).toBeVisible();
  });

  it("keeps the form and shows the API's refusal when the report is refused", async () => {
    const refusal = 'A problem with Mysore Pak is already open (TK-20261201-AAAAA).';
    serve(orderWith([delivered('s1', 2)]), {
      'POST /api/orders/o1/issues': () => jsonResponse({ success: false, message: refusal }, 409, 'Conflict'),
    });
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('radio', { name: 'Missing item' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Murukku · 500 g' }));
    await user.type(within(form).getByLabelText(/What happened/), 'One packet was not in the box.');
    await user.click(within(form).getByRole('button', { name: 'Send report' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(form).getByLabelText(/What happened/)).toHaveValue('One packet was not in the box.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("lists the order's tickets with status and both dates, and offers only the lines without an open one", async () => {
    const taken = makeIssue({
      lines: [{ productId: 'p2', variantId: null, name: 'Murukku', quantity: 1 }],
    });
    serve(orderWith([delivered('s1', 2)]), {}, () => [taken]);
    const user = userEvent.setup();
    renderApp('/orders/o1');
    const list = await within(await problems()).findByRole('list', { name: 'Problems reported' });
    const entry = within(list).getByRole('listitem');
    expect(entry).toHaveTextContent(`TK-20261202-4F7K2 · Damaged or crushed · ${AMMA} · Waiting for the seller`);
    expect(entry).toHaveTextContent('Acknowledged by 5 Dec 2026 · Resolved by 1 Jan 2027');
    expect(within(entry).getByRole('link', { name: 'TK-20261202-4F7K2' })).toHaveAttribute(
      'href',
      '/support/TK-20261202-4F7K2',
    );

    await user.click(screen.getByRole('button', { name: 'Report a problem' }));
    const form = await screen.findByRole('form');
    expect(within(form).getByRole('checkbox', { name: 'Mysore Pak · 500 g' })).toBeVisible();
    expect(within(form).queryByRole('checkbox', { name: /Murukku/ })).not.toBeInTheDocument();
  });

  it('opens the ticket from its link', async () => {
    serve(
      orderWith([delivered('s1', 2)]),
      {
        'GET /api/support/TK-20261202-4F7K2': () => jsonResponse({ success: true, issue: makeIssue() }),
      },
      () => [makeIssue()],
    );
    const user = userEvent.setup();
    const { router } = renderApp('/orders/o1');
    const list = await within(await problems()).findByRole('list', { name: 'Problems reported' });
    await user.click(within(list).getByRole('link', { name: 'TK-20261202-4F7K2' }));
    expect(await screen.findByRole('heading', { name: 'Ticket TK-20261202-4F7K2' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/support/TK-20261202-4F7K2');
  });
});
