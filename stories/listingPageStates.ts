/** The states a listing's page (a product's, an event's) shows alike, as stories. */
import type { StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect } from 'storybook/test';
import { expectLocation } from './expect';
import { fail, ok, pending, type Answer } from './msw/respond';

interface ListingPage {
  /** The page's MSW handlers, with the listing's own GET answered by `answer`. */
  answering: (answer: Answer) => RequestHandler[];
  /** The listing as its GET sends it. */
  listing: { title: string };
  /** The listing's address, and an old one the server still knows it by. */
  url: string;
  oldRoute: { path: string; url: string };
  /** What the skeleton is named while the listing loads ('Loading the product'). */
  loadingLabel: string;
  /** The page's answer to a 404: its title, the server's message, and the link to browse instead. */
  notFound: { title: string; message: string; link: string; href: string };
}

/** OldSlugReplaced, Loading and NotFound for a listing's page. */
export function listingPageStates(page: ListingPage) {
  return {
    // Opened by an old slug: the server answers the listing under its current one; the address follows.
    OldSlugReplaced: {
      parameters: { route: page.oldRoute },
      beforeEach({ msw }) {
        msw.use(...page.answering(() => ok(page.listing)));
      },
      play: async ({ canvas }) => {
        await expect(await canvas.findByRole('heading', { level: 1, name: page.listing.title })).toBeVisible();
        await expectLocation(page.url);
      },
    },
    Loading: {
      beforeEach({ msw }) {
        msw.use(...page.answering(pending));
      },
      play: async ({ canvas }) => {
        await expect(canvas.getByText(page.loadingLabel)).toBeInTheDocument();
      },
    },
    NotFound: {
      beforeEach({ msw }) {
        msw.use(...page.answering(() => fail(404, page.notFound.message)));
      },
      play: async ({ canvas }) => {
        await expect(await canvas.findByRole('heading', { name: page.notFound.title })).toBeVisible();
        await expect(canvas.getByRole('link', { name: page.notFound.link })).toHaveAttribute('href', page.notFound.href);
      },
    },
  } satisfies Record<string, StoryObj>;
}
