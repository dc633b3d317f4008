import { MailJobs } from '@thindi/contracts';
import { renderCodeMail } from './code.template';
import { escapeHtml } from './layout';
import { renderMail } from './render-mail';

describe('mail templates', () => {
  const codeMail = { to: 'meena@example.in', firstName: 'Meena', code: '042917', expiresInMinutes: 10 };

  it('puts the six-digit code and its ten-minute lifetime in the plain text', () => {
    const { text, subject } = renderCodeMail('signup', codeMail);
    expect(text).toContain('042917');
    expect(text).toContain('expires in 10 minutes');
    expect(subject).toMatch(/Thindi/);
  });

  it('puts the code in the HTML too, under the Thindi brand', () => {
    const { html } = renderCodeMail('login', codeMail);
    expect(html).toContain('042917');
    expect(html).toContain('Thindi');
  });

  it('escapes every value put into the HTML', () => {
    const rendered = renderMail(MailJobs.sellerRegistered, {
      to: 'x@example.in',
      ownerName: '<script>alert(1)</script>',
      businessName: 'Amma "Sweets" & <b>Snacks</b>',
    });
    if (!rendered.ok) throw new Error(rendered.reason);
    expect(rendered.mail.html).not.toContain('<script>');
    expect(rendered.mail.html).not.toContain('<b>Snacks');
    expect(rendered.mail.html).toContain('&#60;script&#62;');
    expect(rendered.mail.html).toContain('Amma &#34;Sweets&#34; &#38; &#60;b&#62;Snacks');
  });

  it('escapes a first name in a code mail', () => {
    expect(renderCodeMail('signup', { ...codeMail, firstName: '<img src=x>' }).html).not.toContain('<img');
  });

  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });

  it('renders each mail job it knows, addressed to the job recipient', () => {
    const welcome = renderMail(MailJobs.welcome, { to: 'meena@example.in', firstName: 'Meena' });
    expect(welcome).toMatchObject({ ok: true, to: 'meena@example.in', mail: { subject: 'Welcome to Thindi' } });
  });

  it('renders the password reset code and the password-changed notice', () => {
    const code = renderMail(MailJobs.passwordResetCode, { to: 'm@example.in', code: '482913', expiresInMinutes: 10 });
    expect(code).toMatchObject({ ok: true, mail: { subject: 'Your Thindi password reset code' } });
    expect(code.ok && code.mail.text).toContain('482913');
    const changed = renderMail(MailJobs.passwordChanged, { to: 'm@example.in', firstName: 'Meena' });
    expect(changed).toMatchObject({ ok: true, mail: { subject: 'Your password was changed' } });
    expect(changed.ok && changed.mail.text).toContain('Forgot password?');
  });

  const seller = { to: 'amma@example.in', ownerName: 'Lakshmi', businessName: 'Amma Snacks' };

  it('asks a new seller to verify its e-mail with the six-digit code in the plain text', () => {
    const rendered = renderMail(MailJobs.sellerEmailCode, { ...codeMail, to: 'amma@example.in' });
    if (!rendered.ok) throw new Error(rendered.reason);
    expect(rendered.to).toBe('amma@example.in');
    expect(rendered.mail.subject).toBe('Verify your e-mail for your Thindi seller account');
    expect(rendered.mail.text).toContain('042917');
    expect(rendered.mail.text).toContain('verify the e-mail address of your Thindi seller account');
  });

  it('warns a seller that someone tried to register with its e-mail, without saying anything else', () => {
    const rendered = renderMail(MailJobs.sellerSignupAttempt, { to: 'amma@example.in', ownerName: 'Lakshmi <b>' });
    if (!rendered.ok) throw new Error(rendered.reason);
    expect(rendered.mail.subject).toBe('Someone tried to register a Thindi seller account with your e-mail');
    expect(rendered.mail.text).toContain('that registration can never be verified');
    expect(rendered.mail.html).not.toContain('<b>');
  });

  it('tells an approved seller its products are visible and how to sign in', () => {
    const rendered = renderMail(MailJobs.sellerApproved, seller);
    if (!rendered.ok) throw new Error(rendered.reason);
    expect(rendered).toMatchObject({ to: 'amma@example.in', mail: { subject: 'Your seller account is approved' } });
    expect(rendered.mail.text).toContain(
      'Amma Snacks is approved on Thindi. Your active products are now visible to shoppers.',
    );
    expect(rendered.mail.text).toMatch(/sign in/i);
  });

  it('gives a rejected seller the reason verbatim in the text and escaped in the HTML', () => {
    const reason = 'PAN card <blurry> & "unreadable"';
    const rendered = renderMail(MailJobs.sellerRejected, { ...seller, reason });
    if (!rendered.ok) throw new Error(rendered.reason);
    expect(rendered.mail.subject).toBe('Your seller application needs attention');
    expect(rendered.mail.text).toContain(reason);
    expect(rendered.mail.text).toContain('reply to this e-mail');
    expect(rendered.mail.html).not.toContain('<blurry>');
    expect(rendered.mail.html).toContain('PAN card &#60;blurry&#62; &#38; &#34;unreadable&#34;');
  });

  it('refuses a rejection mail without a reason', () => {
    expect(renderMail(MailJobs.sellerRejected, seller)).toMatchObject({ ok: false });
  });

  it('tells a deactivated seller its products are hidden and that it may reply', () => {
    const rendered = renderMail(MailJobs.sellerDeactivated, seller);
    if (!rendered.ok) throw new Error(rendered.reason);
    expect(rendered.mail.subject).toBe('Your seller account has been deactivated');
    expect(rendered.mail.text).toContain('products are hidden');
    expect(rendered.mail.text).toContain('reply to this e-mail');
  });

  const reviewRequest = {
    to: 'meena@example.in',
    firstName: 'Meena',
    orderNumber: 'TH-20261121-4F7K2',
    products: [
      { productId: 'p-murukku', name: 'Murukku' },
      { productId: 'p-pak', name: 'Mysore <Pak> & "Ghee"' },
    ],
  };

  it('asks how the order was, linking each product to its page and a button to My Orders', () => {
    const rendered = renderMail(MailJobs.reviewRequest, reviewRequest, { url: 'https://thindi.in/' });
    if (!rendered.ok) throw new Error(rendered.reason);
    expect(rendered).toMatchObject({
      to: 'meena@example.in',
      mail: { subject: 'How was your order TH-20261121-4F7K2?' },
    });
    expect(rendered.mail.text).toContain('Hello Meena,');
    expect(rendered.mail.text).toContain('Murukku: https://thindi.in/product/p-murukku');
    expect(rendered.mail.text).toContain('Rate your order: https://thindi.in/orders');
    expect(rendered.mail.text).toContain('switch them off');
    expect(rendered.mail.html).toContain('<a href="https://thindi.in/product/p-murukku"');
    expect(rendered.mail.html).toMatch(/<a href="https:\/\/thindi.in\/orders"[^>]*>Rate your order<\/a>/);
    expect(rendered.mail.html).not.toContain('<Pak>');
    expect(rendered.mail.html).toContain('Mysore &#60;Pak&#62; &#38; &#34;Ghee&#34;');
  });

  it('names the products and My Orders without links when the shop address is not configured', () => {
    const rendered = renderMail(MailJobs.reviewRequest, reviewRequest);
    if (!rendered.ok) throw new Error(rendered.reason);
    expect(rendered.mail.html).not.toContain('<a href');
    expect(rendered.mail.text).toContain(
      "Rate your order from My Orders on Thindi: choose 'Rate your order' next to it.",
    );
  });

  it('refuses a review request without products', () => {
    expect(renderMail(MailJobs.reviewRequest, { ...reviewRequest, products: [] })).toMatchObject({ ok: false });
  });

  it('tells a shopper which review was hidden, why, and how to write it again', () => {
    const reason = 'It shares a phone <number>';
    const rendered = renderMail(MailJobs.reviewHidden, {
      to: 'meena@example.in',
      firstName: 'Meena',
      productName: 'Ghee Mysore Pak',
      reason,
    });
    if (!rendered.ok) throw new Error(rendered.reason);
    expect(rendered).toMatchObject({ to: 'meena@example.in' });
    expect(rendered.mail.subject).toBe('Your review of Ghee Mysore Pak was hidden');
    expect(rendered.mail.text).toContain(reason);
    expect(rendered.mail.text).toContain('/orders');
    expect(rendered.mail.text).toContain('withdraw the hidden review');
    expect(rendered.mail.html).toContain('It shares a phone &#60;number&#62;');
  });

  it('refuses a review-hidden mail without a reason', () => {
    expect(
      renderMail(MailJobs.reviewHidden, { to: 'm@example.in', firstName: 'Meena', productName: 'Murukku' }),
    ).toMatchObject({ ok: false });
  });

  it("tells a seller which product the marketplace deactivated and the admin's reason", () => {
    const rendered = renderMail(MailJobs.productDeactivated, {
      to: 'amma@example.in',
      businessName: 'Amma Sweets',
      productName: 'Kara Sev',
      reason: 'The photos show <another> product',
    });
    if (!rendered.ok) throw new Error(rendered.reason);
    expect(rendered).toMatchObject({ to: 'amma@example.in' });
    expect(rendered.mail.subject).toBe('Kara Sev was deactivated by the marketplace');
    expect(rendered.mail.text).toContain('The reason given by our team: The photos show <another> product');
    expect(rendered.mail.html).toContain('The photos show &#60;another&#62; product');
  });

  it('refuses an unknown job or bad data instead of sending a broken mail', () => {
    expect(renderMail('nope', {})).toMatchObject({ ok: false });
    expect(renderMail(MailJobs.loginCode, { to: 'a@b.in' })).toMatchObject({ ok: false });
  });
});
