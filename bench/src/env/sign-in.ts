import type { Page } from '@playwright/test';
import { DEMO_ADMIN } from '@backoffice/api/testing';
import { clickAndTime } from '../timings/probe.ts';

/** The dashboard counts as shown when its five key figures hold values (see README.md). */
export const keyFiguresShown = { kind: 'key-figures', cards: 5 } as const;

/**
 * Fills the /login form as a user would and times the click on "Sign in" until the dashboard's
 * figures are shown. The page must already show a usable form.
 */
export async function signInAsAdmin(page: Page): Promise<number> {
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  return clickAndTime(page, { selector: 'button', text: 'Sign in' }, keyFiguresShown);
}
