import type { SynonymGroup } from '@thindi/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bearer, jsonResponse } from '../../../../test/fetch-mock';
import { callsTo, openAdminDashboard } from '../../../../test/admin';

const laddu: SynonymGroup = {
  id: 'g1',
  terms: ['laddu', 'ladoo', 'ladu'],
  builtIn: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const kozhukattai: SynonymGroup = {
  id: 'g2',
  terms: ['kozhukattai', 'modak'],
  builtIn: false,
  updatedAt: '2026-03-05T10:00:00.000Z',
};

async function openSearchTab(groups: () => SynonymGroup[] = () => [laddu, kozhukattai], handlers = {}) {
  const view = await openAdminDashboard({
    handlers: { 'GET /api/admin/synonyms': () => jsonResponse({ success: true, groups: groups() }), ...handlers },
  });
  const u = userEvent.setup();
  await u.click(screen.getByRole('tab', { name: 'Search' }));
  await screen.findByRole('list', { name: 'Synonym groups' });
  return { ...view, u };
}

const group = (names: string) =>
  within(screen.getByRole('list', { name: 'Synonym groups' })).getByRole('listitem', { name: names });
const newGroupField = () => screen.getByRole('textbox', { name: 'New synonym group' });
const taken = (message: string) => jsonResponse({ success: false, message, code: 'CATALOG.SYNONYM_TERM_TAKEN' }, 409);

describe('admin search synonyms tab', () => {
  it('lists every group with its terms as chips and marks the built-in ones', async () => {
    const { api } = await openSearchTab();
    const first = group('laddu, ladoo, ladu');
    expect(
      within(within(first).getByRole('list', { name: 'Terms' }))
        .getAllByRole('listitem')
        .map((t) => t.textContent),
    ).toEqual(['laddu', 'ladoo', 'ladu']);
    expect(within(first).getByText('Built in')).toBeVisible();
    expect(within(group('kozhukattai, modak')).queryByText('Built in')).not.toBeInTheDocument();
    expect(bearer(callsTo(api, 'GET', '/api/admin/synonyms')[0].init)).toBe('adm-tok');
  });

  it('adds a group from comma-separated terms, shows the message and reads the list again', async () => {
    let groups = [laddu];
    const added = { ...kozhukattai, terms: ['kozhukattai', 'modak', 'kolukattai'] };
    const { api, u } = await openSearchTab(() => groups, {
      'POST /api/admin/synonyms': () => {
        groups = [laddu, added];
        return jsonResponse({ success: true, message: 'Synonym group added', group: added });
      },
    });
    await u.type(newGroupField(), ' Kozhukattai, modak ,kolukattai, modak');
    await u.click(screen.getByRole('button', { name: 'Add Group' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Synonym group added');
    expect(callsTo(api, 'POST', '/api/admin/synonyms')[0].init.body).toBe(
      JSON.stringify({ terms: ['kozhukattai', 'modak', 'kolukattai'] }),
    );
    expect(await screen.findByRole('listitem', { name: 'kozhukattai, modak, kolukattai' })).toBeVisible();
    expect(newGroupField()).toHaveValue('');
  });

  it("checks the terms by the contract's rules before sending anything", async () => {
    const { api, u } = await openSearchTab();
    await u.type(newGroupField(), 'payasam');
    await u.click(screen.getByRole('button', { name: 'Add Group' }));
    expect(await screen.findByText('a synonym group needs at least 2 different terms')).toBeVisible();
    await u.clear(newGroupField());
    await u.type(newGroupField(), 'payasam, kheer2');
    await u.click(screen.getByRole('button', { name: 'Add Group' }));
    expect(await screen.findByText('each term must be letters, spaces or hyphens')).toBeVisible();
    expect(newGroupField()).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api, 'POST', '/api/admin/synonyms')).toHaveLength(0);
  });

  it('shows a term taken by another group next to the field, keeping what was typed', async () => {
    const message = '"laddu" already belongs to the group laddu, ladoo, ladu';
    const { u } = await openSearchTab(undefined, { 'POST /api/admin/synonyms': () => taken(message) });
    await u.type(newGroupField(), 'laddu, lattu');
    await u.click(screen.getByRole('button', { name: 'Add Group' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(newGroupField()).toHaveAccessibleDescription(message);
    expect(newGroupField()).toHaveValue('laddu, lattu');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('edits a group in place with a PUT and shows the new terms', async () => {
    let groups = [laddu, kozhukattai];
    const edited = { ...laddu, terms: ['laddu', 'ladoo', 'ladu', 'lattu'] };
    const { api, u } = await openSearchTab(() => groups, {
      'PUT /api/admin/synonyms/g1': () => {
        groups = [edited, kozhukattai];
        return jsonResponse({ success: true, message: 'Synonym group updated', group: edited });
      },
    });
    await u.click(within(group('laddu, ladoo, ladu')).getByRole('button', { name: 'Edit laddu, ladoo, ladu' }));
    const field = screen.getByRole('textbox', { name: 'Terms of laddu, ladoo, ladu' });
    expect(field).toHaveValue('laddu, ladoo, ladu');
    await u.type(field, ', lattu');
    await u.click(screen.getByRole('button', { name: 'Save Group' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Synonym group updated');
    expect(callsTo(api, 'PUT', '/api/admin/synonyms/g1')[0].init.body).toBe(JSON.stringify({ terms: edited.terms }));
    expect(await screen.findByRole('listitem', { name: 'laddu, ladoo, ladu, lattu' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /^Terms of/ })).not.toBeInTheDocument();
  });

  it('deletes a group only after the admin confirms', async () => {
    let groups = [laddu, kozhukattai];
    const { api, u } = await openSearchTab(() => groups, {
      'DELETE /api/admin/synonyms/g2': () => {
        groups = [laddu];
        return jsonResponse({ success: true, message: 'Synonym group deleted' });
      },
    });
    const confirm = jest.spyOn(window, 'confirm');
    const remove = within(group('kozhukattai, modak')).getByRole('button', { name: 'Delete kozhukattai, modak' });
    await u.click(remove);
    let ask = await screen.findByRole('dialog', { name: 'Delete synonym group' });
    expect(ask).toHaveTextContent('Delete the synonym group “kozhukattai, modak”?');
    await u.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(api, 'DELETE', '/api/admin/synonyms/g2')).toHaveLength(0);

    await u.click(remove);
    ask = await screen.findByRole('dialog', { name: 'Delete synonym group' });
    await u.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Synonym group deleted');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'kozhukattai, modak' })).not.toBeInTheDocument());
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it('says so when a group was already removed by another admin, and reads the list again', async () => {
    let groups = [laddu, kozhukattai];
    const { u } = await openSearchTab(() => groups, {
      'DELETE /api/admin/synonyms/g2': () => {
        groups = [laddu];
        const message = 'Synonym group not found';
        return jsonResponse({ success: false, message, code: 'CATALOG.SYNONYM_GROUP_NOT_FOUND' }, 404);
      },
    });
    await u.click(within(group('kozhukattai, modak')).getByRole('button', { name: 'Delete kozhukattai, modak' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete synonym group' });
    await u.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Synonym group not found');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'kozhukattai, modak' })).not.toBeInTheDocument());
  });
});
