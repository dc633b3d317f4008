import {
  changePasswordSchema,
  emailSchema,
  loginSchema,
  optionalPhoneSchema,
  otpSchema,
  passwordSchema,
  resetPasswordSchema,
  userDataSchema,
} from '@thindi/contracts';
import { z } from 'zod';
import { passwordProblem } from '@/lib/password-rule';

/**
 * The customer's sign-in and sign-up forms, derived from the shared contracts. Each form first asks for what is
 * missing in the form's own words (docs/product.md, Errors and messages > Forms), then checks what depends on two fields, and only then hands the
 * values to the contract schema the server validates with, so its rules and messages hold here as well.
 */
export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const FILL_REQUIRED_FIELDS = 'Please fill in all required fields';
export const ENTER_EMAIL = 'Please enter your email address';
export const ENTER_EMAIL_SHORT = 'Please enter your email';
export const PASSWORDS_DIFFER = 'Passwords do not match';
export const ACCEPT_TERMS = 'Please accept the Terms of Service and Privacy Policy';

const filled = (message: string) => z.string().trim().min(1, message);
const filledPassword = (message: string) => z.string().min(1, message);

/** The first message a contract schema gives for `value`, or null when it passes. */
function contractIssue(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * Why the server would refuse a new password: the contract's length first, then the shared rule (loaded on first
 * use), so a form says it before anything is sent.
 */
async function newPasswordIssue(password: string, userInputs: readonly string[] = []): Promise<string | null> {
  return contractIssue(passwordSchema, password) ?? (await passwordProblem(password, userInputs));
}

/**
 * Hands checked form values on to a contract schema: its output, or its issues (paths and messages) as the form's.
 * A transform rather than `.pipe`, because a form's values are stricter than what the contract accepts.
 */
export function thenContract<S extends z.ZodType>(schema: S) {
  return (value: unknown, ctx: z.RefinementCtx): z.output<S> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  };
}

/** Password Login: e-mail and password required ('Please fill in all fields'). */
export const passwordLoginFormSchema = z
  .object({ email: filled(FILL_ALL_FIELDS), password: filledPassword(FILL_ALL_FIELDS) })
  .pipe(loginSchema);
export type PasswordLoginForm = z.input<typeof passwordLoginFormSchema>;

/** OTP Login, step 1: the e-mail the code goes to. */
export const otpEmailFormSchema = z.object({ email: filled(ENTER_EMAIL).pipe(emailSchema) });
export type OtpEmailForm = z.input<typeof otpEmailFormSchema>;

/** The code step of OTP sign-in and sign-up: exactly six digits. */
export const otpCodeFormSchema = z.object({ otp: otpSchema });
export type OtpCodeForm = z.input<typeof otpCodeFormSchema>;

/** Sign-up step 1: required fields, then the confirmation, the password rule and the terms, then the contract. */
export const signupFormSchema = z
  .object({
    firstName: filled(FILL_REQUIRED_FIELDS),
    lastName: filled(FILL_REQUIRED_FIELDS),
    email: filled(FILL_REQUIRED_FIELDS),
    // Checked with the fields it sits among, in the contract's sentence, before any code is sent.
    phone: optionalPhoneSchema,
    password: filledPassword(FILL_REQUIRED_FIELDS),
    confirm: z.string(),
    terms: z.boolean(),
  })
  .superRefine(async (form, ctx) => {
    if (form.password !== form.confirm)
      return ctx.addIssue({ code: 'custom', path: ['confirm'], message: PASSWORDS_DIFFER });
    const weak = await newPasswordIssue(form.password, [form.email, form.firstName, form.lastName]);
    if (weak) return ctx.addIssue({ code: 'custom', path: ['password'], message: weak });
    if (!form.terms) ctx.addIssue({ code: 'custom', path: ['terms'], message: ACCEPT_TERMS });
  })
  .transform(({ confirm: _confirm, terms: _terms, ...details }, ctx) => thenContract(userDataSchema)(details, ctx));
export type SignupForm = z.input<typeof signupFormSchema>;

/** 'Forgot password?', step 1. */
export const forgotPasswordFormSchema = z.object({ email: filled(ENTER_EMAIL_SHORT).pipe(emailSchema) });
export type ForgotPasswordForm = z.input<typeof forgotPasswordFormSchema>;

/** 'Forgot password?', step 2: the code, then the new password twice. The e-mail comes from step 1. */
export const resetPasswordFormSchema = z
  .object({ otp: z.string(), password: z.string(), confirm: z.string() })
  .superRefine(async (form, ctx) => {
    const code = contractIssue(resetPasswordSchema.shape.otp, form.otp);
    if (code) return ctx.addIssue({ code: 'custom', path: ['otp'], message: code });
    const weak = await newPasswordIssue(form.password);
    if (weak) return ctx.addIssue({ code: 'custom', path: ['password'], message: weak });
    if (form.password !== form.confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: PASSWORDS_DIFFER });
  })
  .transform((form) => ({ otp: form.otp.trim(), newPassword: form.password }));
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/**
 * Change password, signed in: all three fields, the contract's password rule, then the confirmation. `userInputs`
 * are the account's own words (e-mail, names), which the server counts against a new password too.
 */
export const changePasswordFormSchemaFor = (userInputs: readonly string[] = []) =>
  z
    .object({
      currentPassword: filledPassword(FILL_ALL_FIELDS),
      newPassword: filledPassword(FILL_ALL_FIELDS),
      confirm: filledPassword(FILL_ALL_FIELDS),
    })
    .superRefine(async (form, ctx) => {
      const weak = await newPasswordIssue(form.newPassword, userInputs);
      if (weak) return ctx.addIssue({ code: 'custom', path: ['newPassword'], message: weak });
      if (form.newPassword !== form.confirm)
        ctx.addIssue({ code: 'custom', path: ['confirm'], message: PASSWORDS_DIFFER });
    })
    .transform(({ confirm: _confirm, ...change }, ctx) => thenContract(changePasswordSchema)(change, ctx));
export const changePasswordFormSchema = changePasswordFormSchemaFor();
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** A first password (an account that has none): the password twice, by the same rule as any new one. */
export const setPasswordFormSchema = z
  .object({ password: filledPassword(FILL_ALL_FIELDS), confirm: filledPassword(FILL_ALL_FIELDS) })
  .superRefine(async (form, ctx) => {
    const weak = await newPasswordIssue(form.password);
    if (weak) return ctx.addIssue({ code: 'custom', path: ['password'], message: weak });
    if (form.password !== form.confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: PASSWORDS_DIFFER });
  })
  .transform(({ password }) => ({ password }));
export type SetPasswordForm = z.input<typeof setPasswordFormSchema>;
