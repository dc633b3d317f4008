import { DomainError, fromRemoteErrorPayload } from './domain-error';

describe('DomainError', () => {
  it('takes its kind from its code', () => {
    const error = DomainError.conflict('Masala Vada is out of stock', 'ORDER.OUT_OF_STOCK');
    expect(error).toMatchObject({ code: 'ORDER.OUT_OF_STOCK', kind: 'CONFLICT' });
  });

  it('carries the generic code of its kind when none is named', () => {
    expect(DomainError.validation('price: too small')).toMatchObject({ code: 'REQUEST.INVALID', kind: 'VALIDATION' });
    expect(DomainError.unavailable('later')).toMatchObject({ code: 'SERVICE.UNAVAILABLE', kind: 'UNAVAILABLE' });
  });

  it('comes back from the wire with its code and message', () => {
    const error = fromRemoteErrorPayload({ code: 'CATALOG.PRODUCT_CHANGED', message: 'changed' });
    expect(error).toMatchObject({ code: 'CATALOG.PRODUCT_CHANGED', kind: 'CONFLICT', message: 'changed' });
  });

  it('keeps the status of a payload that names only a kind or an unknown code', () => {
    const byKind = { code: 'NOT_FOUND', message: 'gone' } as never;
    expect(fromRemoteErrorPayload(byKind)).toMatchObject({ code: 'REQUEST.NOT_FOUND', kind: 'NOT_FOUND' });
    const unknown = { code: 'FUTURE.THING', message: 'new' } as never;
    expect(fromRemoteErrorPayload(unknown)).toMatchObject({ code: 'SERVER.INTERNAL', kind: 'INTERNAL' });
  });
});
