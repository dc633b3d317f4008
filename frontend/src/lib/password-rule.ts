import type { PasswordVerdict } from '@thindi/password-rules';
import { useEffect, useState } from 'react';

export type PasswordCheck = (password: string, userInputs?: readonly string[]) => PasswordVerdict;

let loading: Promise<PasswordCheck> | undefined;

/**
 * The server's password rule (libs/password-rules: length and zxcvbn with its common dictionary), loaded on first
 * use: its dictionaries are a chunk of their own that only password forms fetch, never a shopper's first page.
 */
export function loadPasswordRule(): Promise<PasswordCheck> {
  loading ??= import('@thindi/password-rules').then(
    (rules) => rules.checkPassword,
    (error: unknown) => {
      // A failed download (offline, a new deployment) is tried again next time.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Why a new password would be refused (null when it would not), checked with the rule once it has loaded. When the
 * rule cannot be loaded the form lets the password through: the server checks it with the same rule.
 */
export async function passwordProblem(password: string, userInputs: readonly string[] = []): Promise<string | null> {
  try {
    return (await loadPasswordRule())(password, userInputs).problem;
  } catch {
    return null;
  }
}

/** The rule for a password form: null until it has loaded (it starts loading when the form mounts). */
export function usePasswordRule(): PasswordCheck | null {
  const [check, setCheck] = useState<PasswordCheck | null>(null);
  useEffect(() => {
    let mounted = true;
    loadPasswordRule().then(
      (loaded) => mounted && setCheck(() => loaded),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return check;
}
