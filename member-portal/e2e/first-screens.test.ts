// The first screens start early and stay lean (docs/performance.md): a profile and the search send their first
// queries before the app's JavaScript has arrived (held back here until they do), Apollo uses those answers instead
// of asking again, and the landing page's JavaScript carries no other screen's texts.
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enPortal from '@matrimony/schema/i18n/en/portal.json';
import enShell from '@matrimony/schema/i18n/en/shell.json';
import {
  MEMBER_PASSWORD, PHONE, adminClient, approveMember, createExecutive, loginThroughDialog, newPage, registerMember, startStack, type Stack,
} from './support';

let stack: Stack;
let viewerEmail = '';
let otherId = '';

beforeAll(async () => {
  stack = await startStack();
  const admin = await adminClient(stack);
  const executiveId = await createExecutive(stack, admin, {
    fullName: 'Lata Lodhi', email: 'lata.first@example.com', community: 'Lodha', state: 'Madhya Pradesh', district: 'Indore',
  });
  viewerEmail = 'kiran.first@example.com';
  const viewerId = await registerMember(stack, executiveId, { fullName: 'Kiran Lodhi', email: viewerEmail, gender: 'Male' });
  otherId = await registerMember(stack, executiveId, { fullName: 'Meera Lodhi', email: 'meera.first@example.com', gender: 'Female' });
  await approveMember(admin, viewerId);
  await approveMember(admin, otherId);
});
afterAll(async () => {
  await stack?.stop();
});

/** Counts the GraphQL operations the page sends, by operation name. */
function countOperations(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    try {
      const name = (JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? '';
      counts.set(name, (counts.get(name) ?? 0) + 1);
    } catch {
      // multipart uploads are not queries
    }
  });
  return counts;
}

/**
 * Holds the app's entry script back until the page has sent `operations` by itself: without the first-screen
 * script nothing would send them before the app runs, and the page would never paint.
 */
async function holdAppUntil(page: Page, counts: Map<string, number>, operations: string[]): Promise<void> {
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route: Route) => {
    await expect.poll(() => operations.every((op) => (counts.get(op) ?? 0) > 0), { timeout: 15_000 }).toBe(true);
    await route.continue();
  });
}

describe('first screens', () => {
  it('a profile: its query starts before the app and is asked once', async () => {
    const { context, page } = await newPage(stack, PHONE);
    const counts = countOperations(page);
    await holdAppUntil(page, counts, ['MemberProfile']);
    await page.goto(`/profile/${otherId}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Meera Lodhi');
    await page.getByText(enPortal.profile.membersOnly).waitFor();
    // The photo the answer named was preloaded by the page, then shown from that download.
    await expect.poll(() => page.locator('img.profile-photo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(counts.get('MemberProfile')).toBe(1);
    await context.close();
  });

  it('the search: the list and the banner query start before the app and are asked once', async () => {
    const { context, page } = await newPage(stack, PHONE);
    await loginThroughDialog(page, viewerEmail, MEMBER_PASSWORD);
    await page.goto('/about');
    const counts = countOperations(page);
    await holdAppUntil(page, counts, ['SearchMembers', 'SearchViewer']);
    await page.goto('/search');
    await expect.poll(() => page.locator('.member-card').count()).toBe(1);
    expect(await page.locator('.member-card-name').textContent()).toBe('Meera Lodhi');
    expect(counts.get('SearchMembers')).toBe(1);
    expect(counts.get('SearchViewer')).toBe(1);
    await context.close();
  });

  it('the search paints its cards without the socket\'s code, which comes later and ends with the session; no screen fetches styles of its own', async () => {
    const { context, page } = await newPage(stack, PHONE);
    await loginThroughDialog(page, viewerEmail, MEMBER_PASSWORD);
    await page.goto('/about');
    // A search that answers more slowly than the page loads (a phone on a busy line): the page goes idle first, and
    // the top bar's bell and messages link (the socket's code) still wait for the cards.
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('SearchMembers')) return route.fallback();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return route.fallback();
    });
    const scripts: Array<{ url: string; text: Promise<string> }> = [];
    const styles: string[] = [];
    const sockets: Array<{ closed: boolean }> = [];
    page.on('websocket', (ws) => {
      if (!ws.url().endsWith('/graphql')) return;
      const socket = { closed: false };
      sockets.push(socket);
      ws.on('close', () => (socket.closed = true));
    });
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script') scripts.push({ url: response.url(), text: response.text().catch(() => '') });
      if (type === 'stylesheet') styles.push(response.url());
    });
    // The page notes when its first card appears, on the clock its resource timings use (the test's own polling
    // only sees the cards up to a second later, by when the deferred socket code may rightly have come).
    await page.addInitScript(() => {
      const seen = () => {
        if (!document.querySelector('.member-card')) return false;
        (window as unknown as { cardsAt: number }).cardsAt = performance.now();
        return true;
      };
      const observer = new MutationObserver(() => seen() && observer.disconnect());
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/search');
    await expect.poll(() => page.locator('.member-card').count(), { timeout: 10_000 }).toBe(1);
    expect(styles.filter((url) => !/devanagari/.test(url)).length).toBeLessThanOrEqual(2);
    // The bell's live count subscribes after the page has loaded: the socket's code comes then, and works.
    // graphql-ws names its subprotocol; every script holding it was asked for only after the cards were painted.
    const socketCode = async () => {
      const texts = await Promise.all(scripts.map((s) => s.text));
      return scripts.filter((_, i) => texts[i].includes('graphql-transport-ws')).map((s) => s.url);
    };
    await expect.poll(async () => (await socketCode()).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const urls = await socketCode();
    const timing = await page.evaluate((names) => ({
      cardsAt: (window as unknown as { cardsAt?: number }).cardsAt ?? Number.POSITIVE_INFINITY,
      asked: names.map((name) => performance.getEntriesByName(name)[0]?.startTime ?? -1),
    }), urls);
    expect(Number.isFinite(timing.cardsAt)).toBe(true);
    for (const asked of timing.asked) expect(asked).toBeGreaterThanOrEqual(timing.cardsAt);
    // Every screen's styles came with the page: moving through the app asks for none.
    const before = styles.length;
    for (const link of ['/connections', '/messages', '/settings', '/my-profile']) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, link);
      await page.waitForLoadState('networkidle');
    }
    expect(styles.slice(before)).toEqual([]);
    // The socket opened by then ends with the session: logging out closes it.
    await expect.poll(() => sockets.filter((s) => !s.closed).length).toBe(1);
    await page.getByRole('button', { name: /Kiran Lodhi/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => sockets.filter((s) => !s.closed).length).toBe(0);
    await context.close();
  });

  it('a search in the address is not started early: the page asks for it itself', async () => {
    const { context, page } = await newPage(stack, PHONE);
    await loginThroughDialog(page, viewerEmail, MEMBER_PASSWORD);
    await page.goto('/about');
    const counts = countOperations(page);
    await page.goto('/search?gender=Female&q=1');
    await expect.poll(() => page.locator('.member-card').count()).toBe(1);
    expect(counts.get('SearchMembers')).toBe(1);
    await context.close();
  });

  it('the landing page downloads the top bar and its own texts, no other screen\'s', async () => {
    const { context, page } = await newPage(stack, PHONE);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(enShell.landing.heading);
    await page.waitForLoadState('networkidle');
    const code = (await Promise.all(scripts)).join('\n');
    expect(code).toContain(enShell.landing.heading);
    for (const text of [enPortal.search.heading, enPortal.profile.membersOnly, enPortal.login.forgot, enPortal.about.vision]) {
      expect(code, `landing page JavaScript holds "${text}"`).not.toContain(text);
    }
    await context.close();
  });
});

describe('a logged-in member on a profile', () => {
  it('the profile does not move when "You and this member" answers after it (layout shift)', async () => {
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      const { context, page } = await newPage(stack, viewport);
      await loginThroughDialog(page, viewerEmail, MEMBER_PASSWORD);
      await page.goto('/about');
      // Layout shifts from the start of the next page on (what Lighthouse adds up as CLS).
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number };
        w.shifts = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) w.shifts += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The panel's query answers only once the profile is on screen.
      let release!: () => void;
      const painted = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/graphql', async (route: Route) => {
        const body = route.request().postData() ?? '';
        if (body.includes('"operationName":"MemberRelationship"')) await painted;
        await route.continue();
      });
      await page.goto(`/profile/${otherId}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Meera Lodhi');
      await page.locator('.profile-photo').first().waitFor();
      await page.waitForTimeout(300);
      release();
      await page.getByRole('button', { name: enPortal.connect.actions.sendInterest }).waitFor();
      await page.waitForTimeout(300);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
      const panel = await page.locator('.member-actions').evaluate((el) => el.getBoundingClientRect().height);
      expect(shifts, `layout shift at ${viewport.width} px (panel ${panel} px high)`).toBeLessThanOrEqual(0.02);
      await context.close();
    }
  });
});
