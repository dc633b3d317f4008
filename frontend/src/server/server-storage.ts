/** Browser storage for a server render: always empty and forgetting every write, so every page renders as a
 * visitor's (signed-in details arrive in the browser, after hydration). */
class EmptyStorage implements Storage {
  readonly length = 0;
  clear(): void {}
  getItem(): string | null {
    return null;
  }
  key(): string | null {
    return null;
  }
  removeItem(): void {}
  setItem(): void {}
}

export function installServerStorage(): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    if (!(name in globalThis))
      Object.defineProperty(globalThis, name, { value: new EmptyStorage(), configurable: true });
  }
}
