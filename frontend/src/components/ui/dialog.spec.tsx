import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog, type DialogProps } from './dialog';

function Opener({ onClose = jest.fn(), ...props }: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open details</button>
      <button>Elsewhere on the page</button>
      <Dialog
        title="Seller details"
        {...props}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <label>
          Note
          <input />
        </label>
        <button>Approve</button>
      </Dialog>
    </>
  );
}

async function openDialog(props: Partial<DialogProps> = {}) {
  const onClose = jest.fn();
  const user = userEvent.setup();
  render(<Opener onClose={onClose} {...props} />);
  const opener = screen.getByRole('button', { name: 'Open details' });
  await user.click(opener);
  return { user, onClose, opener, dialog: await screen.findByRole('dialog', { name: 'Seller details' }) };
}

describe('Dialog', () => {
  it('is a modal dialog named by its heading', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Seller details' })).toBeVisible();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('opens with focus on its close button', async () => {
    await openDialog({ closeLabel: 'Close details' });
    expect(screen.getByRole('button', { name: 'Close details' })).toHaveFocus();
  });

  it('opens with focus where asked', async () => {
    await openDialog({ initialFocus: 'input' });
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const note = screen.getByRole('textbox', { name: 'Note' });
    const approve = screen.getByRole('button', { name: 'Approve' });

    await user.tab();
    expect(note).toHaveFocus();
    await user.tab();
    expect(approve).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(approve).toHaveFocus();
  });

  it('closes on Escape, calls onClose and gives focus back to the opener', async () => {
    const { user, onClose, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes from its close button and from the backdrop', async () => {
    const { user, onClose } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.click(await screen.findByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays open while it may not be dismissed', async () => {
    const { user, onClose } = await openDialog({ dismissible: false });
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(screen.getByRole('dialog', { name: 'Seller details' })).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
