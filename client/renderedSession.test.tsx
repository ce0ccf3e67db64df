import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { RenderedSessionContext, useSession } from './session';
import { setupTestClient } from './testing';

const { client } = setupTestClient();

function SessionProbe() {
  return <p>{useSession() ? 'signed in' : 'guest'}</p>;
}

it('renders ahead of time as a guest, or for the session the page is rendered for, whatever the store holds', () => {
  client.store.set({ accessToken: 'in-the-store' });
  expect(renderToStaticMarkup(<SessionProbe />)).toBe('<p>guest</p>');
  expect(
    renderToStaticMarkup(
      <RenderedSessionContext.Provider value={{ accessToken: 'rendered-for' }}>
        <SessionProbe />
      </RenderedSessionContext.Provider>,
    ),
  ).toBe('<p>signed in</p>');
  client.store.clear();
});
