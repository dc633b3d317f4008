/**
 * A sentence for the page a person is sent to, carried in the navigation's state: after their account is deleted,
 * the home page says what happened to it.
 */
export interface PageNotice {
  notice: string;
}

export const pageNotice = (notice: string): PageNotice => ({ notice });

/** The sentence a navigation carried to this page, if any. */
export function noticeIn(state: unknown): string | null {
  const notice = (state as Partial<PageNotice> | null)?.notice;
  return typeof notice === 'string' && notice ? notice : null;
}
