import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAuthMessages, staffPermissions, staffRoles } from '../../../contract';
import type { StaffPermission, StaffRole } from '../../../contract';
import { MINUTE, SECOND } from '../../clock';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { signInEnrolledStaff, signInStaff } from '../admin/testing';
import { adminRoutes } from '../admin/routes';
import { sessions } from '../auth/schema';
import { users } from '../user/schema';
import { PERMISSION } from './guard';

const db = useTestDatabase();

const me = (t: TestApp, token: string) => t.request('GET', '/v1/admin/me', { token });

/** Routes any signed-in staff member may use, whatever their role. */
const EVERY_STAFF_MEMBER = new Set(['GET /me']);

/**
 * Every route mounted on /v1/admin, each with the permission its requirePermission names, read
 * from the app itself: a route added tomorrow is walked by these tests without a new line.
 */
function mountedAdminRoutes(
  t: TestApp,
): { route: string; url: string; method: string; permission: StaffPermission | undefined }[] {
  const byRoute = new Map<string, { method: string; path: string; permission: StaffPermission | undefined }>();
  for (const { method, path, handler } of adminRoutes(t.services).routes) {
    if (method === 'ALL') continue;
    const key = `${method} ${path}`;
    const permission = (handler as { [PERMISSION]?: StaffPermission })[PERMISSION];
    const known = byRoute.get(key);
    byRoute.set(key, { method, path, permission: known?.permission ?? permission });
  }
  return [...byRoute.entries()].map(([route, { method, path, permission }]) => ({
    route,
    method,
    permission,
    // A path parameter becomes a well-formed id (or the first value its pattern allows).
    url: `/v1/admin${path.replace(/:\w+(\{([^}]*)\})?/g, (_, _p, pattern?: string) => pattern?.split('|')[0] ?? '00000000-0000-4000-8000-000000000000')}`,
  }));
}

describe('who may use /v1/admin', () => {
  it('every route but the staff member’s own names a permission of the table', () => {
    const t = createTestApp(db());
    const routes = mountedAdminRoutes(t);
    expect(routes.length).toBeGreaterThan(5);
    const unnamed = routes.filter((r) => !r.permission && !EVERY_STAFF_MEMBER.has(r.route)).map((r) => r.route);
    expect(unnamed).toEqual([]);
    for (const { permission } of routes) if (permission) expect(Object.keys(staffPermissions)).toContain(permission);
  });

  it('answers every route 404 to a student, as for an unknown address, and 401 to no one signed in', async () => {
    const t = createTestApp(db());
    const student = await t.signUp();
    const unknown = await t.request('GET', '/v1/no-such-address', { token: student.accessToken });
    for (const { route, method, url } of mountedAdminRoutes(t)) {
      const res = await t.request(method, url, { token: student.accessToken, json: method === 'GET' ? undefined : {} });
      expect(res.status, route).toBe(404);
      expect(res.body, route).toEqual({ message: 'Not found' });
      expect((await t.request(method, url, { json: method === 'GET' ? undefined : {} })).status, route).toBe(401);
    }
    expect(unknown.status).toBe(404);
  });

  it('answers every route 403 to a staff role the permission table does not name, before reading the request', async () => {
    const t = createTestApp(db());
    const tokens = {} as Record<StaffRole, string>;
    for (const role of staffRoles) tokens[role] = (await signInStaff(t, role)).accessToken;
    let refused = 0;
    for (const { route, method, url, permission } of mountedAdminRoutes(t)) {
      if (!permission) continue;
      for (const role of staffRoles.filter((r) => !(staffPermissions[permission] as readonly string[]).includes(r))) {
        const res = await t.request(method, url, { token: tokens[role], json: method === 'GET' ? undefined : {} });
        expect([res.status, res.body], `${role} ${route}`).toEqual([403, { message: 'Your staff role may not do this.' }]);
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(0);
  });
});

describe('a console session', () => {
  it('ends after 30 minutes without a /v1/admin request: revoked, with the reason', async () => {
    const t = createTestApp(db());
    const support = await signInStaff(t, 'support');
    // Activity keeps it going: 29 minutes, a request, 29 more.
    t.advance(29 * MINUTE);
    const refreshed = await t.request<{ data: { accessToken: string; refreshToken: string } }>('POST', '/v1/auth/refresh-token', {
      json: { refreshToken: support.refreshToken },
    });
    expect((await me(t, refreshed.body.data.accessToken)).status).toBe(200);
    t.advance(29 * MINUTE);
    const again = await t.request<{ data: { accessToken: string; refreshToken: string } }>('POST', '/v1/auth/refresh-token', {
      json: { refreshToken: refreshed.body.data.refreshToken },
    });
    expect((await me(t, again.body.data.accessToken)).status).toBe(200);
    // Refreshing the token (as the console does every few minutes) is no console activity.
    const refresh = async (refreshToken: string) => {
      t.advance(14 * MINUTE);
      const res = await t.request<{ data: { accessToken: string; refreshToken: string } }>('POST', '/v1/auth/refresh-token', {
        json: { refreshToken },
      });
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const third = await refresh((await refresh(again.body.data.refreshToken)).refreshToken);
    t.advance(2 * MINUTE + SECOND);
    const idle = await me(t, third.accessToken);
    expect(idle.status).toBe(401);
    expect(idle.body).toEqual({ message: staffAuthMessages.idleEnded });
    // The session is revoked: the token, and its refresh token, are done.
    expect((await me(t, third.accessToken)).status).toBe(401);
    expect((await t.request('POST', '/v1/auth/refresh-token', { json: { refreshToken: third.refreshToken } })).status).toBe(401);
    // Signing in again starts afresh.
    const back = await signInEnrolledStaff(t, support);
    expect((await me(t, back.accessToken)).status).toBe(200);
  });

  it('ends for a staff member whose role is taken back: 404 from then on, as for any student', async () => {
    const t = createTestApp(db());
    const finance = await signInStaff(t, 'finance');
    expect((await me(t, finance.accessToken)).status).toBe(200);
    await t.services.db.update(users).set({ role: 'user' }).where(eq(users.id, finance.userId));
    const res = await me(t, finance.accessToken);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('is only the session that passed the second factor: the same person’s app login is not one', async () => {
    const t = createTestApp(db());
    const admin = await signInStaff(t, 'admin');
    const login = await t.request<{ data: { accessToken: string } }>('POST', '/v1/auth/login', {
      json: { email: admin.email, password: admin.password },
    });
    expect(await me(t, login.body.data.accessToken)).toMatchObject({
      status: 401,
      body: { message: staffAuthMessages.signInToConsole },
    });
    // The app login still works for the student pages.
    expect((await t.request('GET', '/v1/user', { token: login.body.data.accessToken })).status).toBe(200);
    const [row] = await t.services.db.select().from(sessions).where(eq(sessions.userId, admin.userId));
    expect(row).toBeDefined();
  });

  it('GET /v1/admin/me names the staff member and role', async () => {
    const t = createTestApp(db());
    const support = await signInStaff(t, 'support');
    const res = await me(t, support.accessToken);
    expect(res.body).toEqual({
      data: { id: support.userId, email: support.email, firstname: 'Staff', lastname: 'support', role: 'support' },
    });
  });
});
