import { MailJobs } from '@thindi/contracts';
import { renderMail } from './render-mail';

const render = (job: string, data: unknown) => {
  const rendered = renderMail(job, data);
  if (!rendered.ok) throw new Error(rendered.reason);
  return rendered.mail;
};

describe('account mails', () => {
  const codeMail = { to: 'meena@example.in', firstName: 'Meena', code: '042917', expiresInMinutes: 10 };

  it('tells a customer that someone tried to sign up with the e-mail, and what to do if it was them', () => {
    const mail = render(MailJobs.signupAttempt, { to: 'meena@example.in', firstName: 'Meena <b>' });
    expect(mail.subject).toBe('Someone tried to sign up with your e-mail');
    expect(mail.text).toContain('already belongs to your Thindi account');
    expect(mail.text).toContain('Forgot password?');
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    expect(mail.html).not.toContain('<b>');
  });

  it('greets a customer without a name plainly', () => {
    expect(render(MailJobs.signupAttempt, { to: 'meena@example.in' }).text).toMatch(/^Hello,/);
  });

  it('says in a code mail how many wrong codes were tried since the last sign-in', () => {
    const mail = render(MailJobs.loginCode, { ...codeMail, wrongCodesSinceSignIn: 3 });
    expect(mail.text).toContain('3 wrong codes were tried for your account since your last sign-in.');
    expect(mail.html).toContain('3 wrong codes were tried for your account since your last sign-in.');
    expect(render(MailJobs.loginCode, { ...codeMail, wrongCodesSinceSignIn: 1 }).text).toContain(
      '1 wrong code was tried for your account since your last sign-in.',
    );
  });

  it('says nothing of wrong codes when there were none', () => {
    expect(render(MailJobs.passwordResetCode, codeMail).text).not.toMatch(/wrong code/);
  });
});
