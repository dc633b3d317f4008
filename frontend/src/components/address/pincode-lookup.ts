import { useQuery } from '@tanstack/react-query';
import { PINCODE_PATTERN, type PincodeLookup, type PincodeResponse } from '@thindi/contracts';
import { ApiError, apiGet } from '@/lib/api-client';

export const INVALID_PINCODE_MESSAGE = 'Please enter a valid pincode';

export const pincodeKeys = {
  all: ['pincodes'] as const,
  one: (pin: string) => ['pincodes', pin] as const,
};

/** A well-formed pincode: six digits, the first not zero. */
export const isPincode = (pin: string | null | undefined): pin is string => PINCODE_PATTERN.test(pin?.trim() ?? '');

/**
 * GET /api/pincodes/:pin. A pincode's district and state do not change, so an answer is kept for the visit; the
 * directory's 404 (no such pincode) is an answer too, never tried again (the client retries no 4xx).
 */
export const pincodeQuery = (pin: string) => ({
  queryKey: pincodeKeys.one(pin),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<PincodeLookup> =>
    apiGet<PincodeResponse>(`/pincodes/${pin}`, { signal, token: null }).then((body) => body.pincode),
  staleTime: Infinity,
  gcTime: 60 * 60_000,
});

export type PincodeLookupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; place: PincodeLookup }
  | { status: 'unknown' }
  | { status: 'failed' };

/** What the directory says of `pin`, asked only once it is six digits with the first not zero. */
export function usePincodeLookup(pin: string | null | undefined): PincodeLookupState {
  const wanted = pin?.trim() ?? '';
  const enabled = isPincode(wanted);
  const { data, error } = useQuery({ ...pincodeQuery(wanted), enabled });
  if (!enabled) return { status: 'idle' };
  if (data) return { status: 'found', place: data };
  if (error) return error instanceof ApiError && error.status === 404 ? { status: 'unknown' } : { status: 'failed' };
  return { status: 'loading' };
}
