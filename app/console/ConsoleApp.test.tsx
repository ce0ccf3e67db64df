import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientConfig, consolePaths } from '../../client';
import { toast, toastQueue } from '../../ui';
import { ConsoleApp } from './ConsoleApp';

// The console's screens are not the point here (and cost seconds to import): two stand-ins.
vi.mock('../routes/consoleRoutes', () => ({
  default: () => (
    <Routes>
      <Route path={consolePaths.signIn} element={<h1>Console sign-in</h1>} />
      <Route path="*" element={<h1>Another page</h1>} />
    </Routes>
  ),
}));

/** Every address the app has been at, in order. */
const visited: string[] = [];
function LocationLog() {
  const { pathname } = useLocation();
  if (visited.at(-1) !== pathname) visited.push(pathname);
  return null;
}

afterEach(() => toast.clear());

describe('the console app (/admin)', () => {
  it('sends a session that could not be renewed to the console’s sign-in, never the student /login', async () => {
    render(
      <MemoryRouter initialEntries={[consolePaths.disputes]}>
        <ConsoleApp />
        <LocationLog />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Another page' })).toBeInTheDocument();
    act(() => clientConfig().onSessionExpired('Your session has expired. Please log in again.'));
    expect(await screen.findByRole('heading', { name: 'Console sign-in' })).toBeInTheDocument();
    expect(visited).toEqual([consolePaths.disputes, consolePaths.signIn]);
    expect(toastQueue.visibleToasts.map((queued) => queued.content.text)).toContain(
      'Your session has expired. Please log in again.',
    );
  });
});
