// Runs before the test framework: react-router 7 needs TextEncoder/TextDecoder, which jsdom lacks,
// and `import.meta.env` is rewritten to `process.env`, so the test values come from `.env.test`.
const { TextEncoder, TextDecoder, parseEnv } = require('node:util');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

Object.assign(globalThis, { TextEncoder, TextDecoder });

const values = parseEnv(readFileSync(join(__dirname, '..', '.env.test'), 'utf8'));
Object.assign(process.env, values, { MODE: 'test' });

// jsdom has <dialog> without its modal behaviour. This follows the browser's: `showModal()` opens it,
// Escape sends a cancelable `cancel` to the topmost open dialog and closes it unless cancelled, and
// `close()` fires `close`. Inertness of the page behind is not imitated.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = Array.from(document.querySelectorAll('dialog[open]')).pop();
    if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
