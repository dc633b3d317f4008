import { mailLinkBase } from './mail-link-base';

describe('mailLinkBase', () => {
  it('uses PUBLIC_URL whenever it is set', () => {
    expect(mailLinkBase({ PUBLIC_URL: 'https://thindi.in', MODE: 'distributed', PORT: 3000 })).toBe(
      'https://thindi.in',
    );
    expect(mailLinkBase({ PUBLIC_URL: 'https://thindi.in', MODE: 'standalone', PORT: 3000 })).toBe('https://thindi.in');
  });

  it("links a standalone app's mails to the app itself", () => {
    expect(mailLinkBase({ PUBLIC_URL: undefined, MODE: 'standalone', PORT: 8080 })).toBe('http://localhost:8080');
  });

  it('leaves links out where no address is known', () => {
    expect(mailLinkBase({ PUBLIC_URL: undefined, MODE: 'distributed', PORT: 3000 })).toBeUndefined();
    expect(mailLinkBase({ PUBLIC_URL: undefined, MODE: 'standalone', PORT: 0 })).toBeUndefined();
  });
});
