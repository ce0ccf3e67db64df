import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { PageTitle, SITE_TITLE, pageTitle } from './PageTitle';
const announcer = () => document.getElementById('page-announcer');

/** A page whose heading arrives later, as a product's does with its data. */
function SlowProduct() {
  const [title, setTitle] = useState<string>();
  useEffect(() => {
    const timer = setTimeout(() => setTitle('iPhone 12 Pro'), 30);
    return () => clearTimeout(timer);
  }, []);
  return <main>{title ? <h1>{title}</h1> : <p>Loading…</p>}</main>;
}

function App({ at = '/' }: { at?: string }) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <nav>
        <Link to="/">Home</Link>
        <Link to="/explore">Explore</Link>
        <Link to="/product/iphone">Product</Link>
      </nav>
      <Routes>
        <Route
          path="/"
          element={
            <main>
              <h1>Buy, Sell, Trade Securely</h1>
            </main>
          }
        />
        <Route
          path="/explore"
          element={
            <main>
              <h1>Explore</h1>
            </main>
          }
        />
        <Route path="/product/:slug" element={<SlowProduct />} />
      </Routes>
      <PageTitle />
    </MemoryRouter>
  );
}

describe('PageTitle', () => {
  beforeEach(() => {
    document.title = 'iPhone 12 Pro · Kampus';
  });
  afterEach(() => {
    document.title = '';
  });

  it('names a page by its heading, except the landing page and a page without one', () => {
    expect(pageTitle('/explore', 'Explore')).toBe('Explore · Kampus');
    expect(pageTitle('/', 'Buy, Sell, Trade Securely')).toBe(SITE_TITLE);
    expect(pageTitle('/dashboard/orders', undefined)).toBe(SITE_TITLE);
  });

  it("uses index.html's own title as the site's", () => {
    expect(readFileSync('index.html', 'utf8')).toContain(`<title>${SITE_TITLE}</title>`);
  });

  it('titles the first page without announcing it', () => {
    render(<App at="/explore" />);
    expect(document.title).toBe('Explore · Kampus');
    expect(announcer()).toHaveTextContent('');
  });

  it('announces the new title after a navigation, once the heading has arrived', async () => {
    const user = userEvent.setup();
    render(<App />);
    expect(document.title).toBe(SITE_TITLE);
    await user.click(screen.getByRole('link', { name: 'Explore' }));
    expect(document.title).toBe('Explore · Kampus');
    expect(announcer()).toHaveTextContent('Explore · Kampus');
    expect(announcer()).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('link', { name: 'Product' }));
    expect(document.title).toBe(SITE_TITLE);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(document.title).toBe('iPhone 12 Pro · Kampus');
    expect(announcer()).toHaveTextContent('iPhone 12 Pro · Kampus');

    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(document.title).toBe(SITE_TITLE);
  });
});
