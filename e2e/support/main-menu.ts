import { expect, type Locator, type Page } from '@playwright/test';

/** The home page on a narrow screen: its main menu, checked closed until the visitor opens it. */
export async function closedMainMenu(page: Page): Promise<Locator> {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  return nav;
}
