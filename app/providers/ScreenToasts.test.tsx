import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { toast, toastQueue } from '../../ui';
import { ScreenToasts } from './ScreenToasts';

const texts = () => toastQueue.visibleToasts.map((queued) => queued.content.text);

/** A screen that greets the person with a toast as it opens. */
function Orders() {
  useEffect(() => {
    toast.error('Your orders could not be loaded');
  }, []);
  return <h1>Orders</h1>;
}

function App() {
  return (
    <MemoryRouter initialEntries={['/login']}>
      <ScreenToasts />
      <nav>
        <Link to="/login?tab=email">Email login</Link>
        <Link to="/help">Help</Link>
        <Link to="/orders">Orders</Link>
      </nav>
      <Routes>
        <Route path="/login" element={<h1>Login</h1>} />
        <Route path="/help" element={<h1>Help</h1>} />
        <Route path="/orders" element={<Orders />} />
      </Routes>
    </MemoryRouter>
  );
}

afterEach(() => toast.clear());

describe('ScreenToasts', () => {
  it("closes a screen's errors when the person leaves it, not when its query changes", async () => {
    render(<App />);
    act(() => {
      toast.error('Incorrect email or password');
      toast.success('Code sent');
    });
    await userEvent.click(screen.getByRole('link', { name: 'Email login' }));
    expect(texts()).toEqual(['Code sent', 'Incorrect email or password']);
    await userEvent.click(screen.getByRole('link', { name: 'Help' }));
    expect(screen.getByRole('heading', { name: 'Help' })).toBeInTheDocument();
    expect(texts()).toEqual(['Code sent']);
  });

  it('keeps the toast the next screen shows as it opens', async () => {
    render(<App />);
    act(() => {
      toast.error('Incorrect email or password');
    });
    await userEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(texts()).toEqual(['Your orders could not be loaded']);
  });
});
