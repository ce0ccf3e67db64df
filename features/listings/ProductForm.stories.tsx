import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CreateProductBody, UpdateProductBody } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { fail, ok, pending } from '../../stories/msw/respond';
import { sampleProductDetail } from './fixtures';
import { editing } from './edit.storyKit';
import { CreateListingScreen } from './ListingFormScreens';
import { productDraftKey } from './ProductForm';
import {
  choose,
  cleanUp,
  fill,
  location,
  photoTiles,
  typeDescription,
  uploadHandler,
  uploadInto,
  type UploadSeen,
} from './storyKit';

const meta = {
  title: 'Features/Listings/ProductForm',
  component: CreateListingScreen,
  decorators: [withApp],
  parameters: {
    signedIn: true,
    route: { path: '/seller/dashboard/listings/create', url: '/seller/dashboard/listings/create?type=products' },
  },
  beforeEach({ msw }) {
    cleanUp();
    msw.use(uploadHandler());
    return cleanUp;
  },
} satisfies Meta<typeof CreateListingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = async () => screen.findByRole('form', { name: 'Create product' });
const submit = async () => userEvent.click(within(await form()).getByRole('button', { name: 'List Product' }));

let received: unknown[] = [];
let uploads: UploadSeen[] = [];

/** Fills every required field the way a seller would. */
async function fillProduct(root: HTMLElement) {
  const fields = within(root);
  await fill(fields.getByRole('textbox', { name: 'Product Name' }), 'iPhone 12 Pro 128GB');
  await choose(root, 'Category', 'Gadgets');
  await uploadInto(root, 'Photos', ['front.png', 'back.png', 'box.png']);
  await typeDescription(root, 'Clean UK-used phone');
  await fill(fields.getByRole('textbox', { name: 'Number of units available' }), '2');
  await choose(root, 'Condition', 'Used - like new');
  await fill(fields.getByRole('textbox', { name: 'Price (₦)' }), '245,000.50');
  await userEvent.click(fields.getByRole('radio', { name: 'Yes' }));
}

export const EmptySubmit: Story = {
  parameters: { visual: true },
  play: async () => {
    const root = await form();
    await submit();
    const fields = within(root);
    await expect(fields.getByRole('textbox', { name: 'Product Name' })).toHaveAccessibleDescription(
      'Product name is a required field',
    );
    await expect(fields.getByRole('textbox', { name: 'Product Name' })).toHaveFocus();
    await expect(fields.getByText('Category is a required field')).toBeVisible();
    await expect(fields.getByText('Add at least 3 photos', { selector: '[role="alert"] *' })).toBeVisible();
    await expect(fields.getByText('Description is a required field')).toBeVisible();
    await expect(fields.getByText('Condition is a required field')).toBeVisible();
    await expect(fields.getByRole('textbox', { name: 'Price (₦)' })).toHaveAccessibleDescription('Price is a required field');
    // The defaults: one unit, door delivery at ₦2,500 in 3–7 days, pickup offered.
    await expect(fields.getByRole('textbox', { name: 'Number of units available' })).toHaveValue('1');
    await expect(fields.getByRole('textbox', { name: 'Delivery fee (₦)' })).toHaveValue('2500');
    await expect(fields.getByRole('textbox', { name: 'Delivery from (days)' })).toHaveValue('3');
    await expect(fields.getByRole('textbox', { name: 'Delivery to (days)' })).toHaveValue('7');
    await expect(fields.getByRole('checkbox', { name: 'Pickup on campus (free)' })).toBeChecked();
  },
};

export const TooFewPhotos: Story = {
  play: async () => {
    const root = await form();
    await uploadInto(root, 'Photos', ['front.png', 'back.png']);
    await submit();
    await expect(within(root).getByText('Add at least 3 photos', { selector: '[role="alert"] *' })).toBeVisible();
  },
};

export const InvalidPrice: Story = {
  play: async () => {
    const root = await form();
    const price = within(root).getByRole('textbox', { name: 'Price (₦)' });
    await fill(price, '0');
    await fill(within(root).getByRole('textbox', { name: 'Number of units available' }), '0');
    await submit();
    await expect(price).toHaveAccessibleDescription('Price must be more than zero');
    await expect(within(root).getByRole('textbox', { name: 'Number of units available' })).toHaveAccessibleDescription(
      'Number of units available must be at least 1',
    );
  },
};

export const Filled: Story = {
  beforeEach({ msw }) {
    received = [];
    uploads = [];
    msw.use(
      uploadHandler(uploads),
      http.post('/v1/products', async ({ request }) => {
        received.push(await request.json());
        return ok(sampleProductDetail, 201);
      }),
    );
  },
  play: async () => {
    const root = await form();
    await fillProduct(root);
    await submit();
    await expect(await screen.findByText('Your product is listed')).toBeVisible();
    await waitFor(() => expect(location()).toHaveTextContent('/seller/dashboard/listings?type=products'));
    const expected: CreateProductBody = {
      title: 'iPhone 12 Pro 128GB',
      category: 'Gadgets',
      imageKeys: ['front.png', 'back.png', 'box.png'],
      descriptionHtml: '<p>Clean UK-used phone</p>',
      unitsAvailable: 2,
      condition: 'like_new',
      priceKobo: 24_500_050,
      brand: null,
      campusOnly: true,
      delivery: { pickup: true, door: { feeKobo: 250_000, minDays: 3, maxDays: 7 } },
    };
    await expect(received).toEqual([expected]);
    await expect(uploads.map((upload) => upload.visibility)).toEqual(['public', 'public', 'public']);
  },
};

/** The create form's POST /v1/products, answering as the server does; the bodies land in `received`. */
function createHandler() {
  return http.post('/v1/products', async ({ request }) => {
    received.push(await request.json());
    return ok(sampleProductDetail, 201);
  });
}

/** A create story: POST /v1/products answered as the server does, the bodies in a fresh `received`. */
const creating = {
  beforeEach({ msw }) {
    received = [];
    msw.use(createHandler());
  },
} satisfies Story;

/** The form, once filled in with a valid product. */
async function filledForm() {
  const root = await form();
  await fillProduct(root);
  return root;
}

const sentPhotos = () => (received as CreateProductBody[]).map((body) => body.imageKeys);

export const PhotosKeepTheirOrder: Story = {
  beforeEach({ msw }) {
    received = [];
    // The first photo chosen is the slowest to upload, the last the quickest: they finish 3, 2, 1.
    msw.use(uploadHandler([], { 'front.png': 900, 'back.png': 450 }), createHandler());
  },
  play: async () => {
    const root = await form();
    await fillProduct(root);
    const tiles = photoTiles(root);
    await expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Photo 1 of 3, cover',
      'Photo 2 of 3',
      'Photo 3 of 3',
    ]);
    await expect(within(tiles[0] as HTMLElement).getByText('Cover')).toBeVisible();
    await submit();
    await expect(await screen.findByText('Your product is listed')).toBeVisible();
    await expect(sentPhotos()).toEqual([['front.png', 'back.png', 'box.png']]);
  },
};

export const ReorderByKeyboard: Story = {
  ...creating,
  play: async () => {
    const root = await filledForm();
    const tile = (index: number) => within(photoTiles(root)[index] as HTMLElement);
    await expect(within(root).getByRole('group', { name: 'Photos order' })).toHaveAccessibleDescription(
      'The first photo is the cover. Drag to change the order, or use Move left and Move right.',
    );
    // From the picker into the photos, along them with the arrow keys, into the last one's buttons.
    within(root).getByRole('button', { name: 'Choose files' }).focus();
    await userEvent.tab();
    await expect(photoTiles(root)[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(photoTiles(root)[2]).toHaveFocus();
    await userEvent.tab();
    await expect(tile(2).getByRole('button', { name: 'Drag Photo 3 of 3' })).toHaveFocus();
    await userEvent.tab();
    await expect(tile(2).getByRole('button', { name: 'Move left' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // box.png is second now, and the focus moved with it.
    await expect(tile(1).getByRole('button', { name: 'Move left' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(photoTiles(root)[0]).toHaveAccessibleName('Photo 1 of 3, cover');
    await expect(tile(0).getByRole('button', { name: 'Move left' })).toBeDisabled();
    await expect(tile(0).getByRole('button', { name: 'Move right' })).toHaveFocus();
    await expect(tile(0).queryByRole('button', { name: 'Set as cover' })).not.toBeInTheDocument();
    await submit();
    await expect(await screen.findByText('Your product is listed')).toBeVisible();
    await expect(sentPhotos()).toEqual([['box.png', 'front.png', 'back.png']]);
  },
};

export const SetAsCover: Story = {
  ...creating,
  play: async () => {
    const root = await filledForm();
    await userEvent.click(within(photoTiles(root)[1] as HTMLElement).getByRole('button', { name: 'Set as cover' }));
    await expect(within(photoTiles(root)[0] as HTMLElement).getByText('Cover')).toBeVisible();
    await userEvent.click(within(photoTiles(root)[1] as HTMLElement).getByRole('button', { name: 'Move right' }));
    await submit();
    await expect(await screen.findByText('Your product is listed')).toBeVisible();
    await expect(sentPhotos()).toEqual([['back.png', 'box.png', 'front.png']]);
  },
};

export const DragByKeyboard: Story = {
  ...creating,
  play: async () => {
    const root = await filledForm();
    within(root).getByRole('button', { name: 'Choose files' }).focus();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await userEvent.tab();
    await expect(within(photoTiles(root)[2] as HTMLElement).getByRole('button', { name: 'Drag Photo 3 of 3' })).toHaveFocus();
    // Enter picks the photo up, the arrow keys go from one place between photos to the next, Enter drops it.
    await userEvent.keyboard('{Enter}');
    await expect(document.activeElement).toHaveAccessibleName('Insert after Photo 3 of 3');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(document.activeElement).toHaveAccessibleName('Insert before Photo 1 of 3, cover');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(photoTiles(root)).toHaveLength(3));
    await submit();
    await expect(await screen.findByText('Your product is listed')).toBeVisible();
    await expect(sentPhotos()).toEqual([['box.png', 'front.png', 'back.png']]);
  },
};

export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/v1/products', () =>
        fail(400, 'Price must be more than zero', {
          priceKobo: 'Price must be more than zero',
          'delivery.door.feeKobo': 'Delivery fee must not be negative',
        }),
      ),
    );
  },
  play: async () => {
    const root = await form();
    await fillProduct(root);
    await submit();
    await waitFor(() =>
      expect(within(root).getByRole('textbox', { name: 'Price (₦)' })).toHaveAccessibleDescription(
        'Price must be more than zero',
      ),
    );
    await expect(within(root).getByRole('textbox', { name: 'Delivery fee (₦)' })).toHaveAccessibleDescription(
      'Delivery fee must not be negative',
    );
    await expect(within(root).getByRole('textbox', { name: 'Price (₦)' })).toHaveFocus();
  },
};

export const Forbidden: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/products', () => fail(403, 'Only sellers with approved KYC can list items')));
  },
  play: async () => {
    const root = await form();
    await fillProduct(root);
    await submit();
    const alert = await within(root).findByText('Only sellers with approved KYC can list items', { selector: 'p' });
    await expect(alert).toBeVisible();
    await expect(location()).toHaveTextContent('/seller/dashboard/listings/create');
  },
};

export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/products', pending));
  },
  play: async () => {
    const root = await form();
    await fillProduct(root);
    await submit();
    await waitFor(() => expect(within(root).getByRole('button', { name: 'List Product' })).toHaveAttribute('aria-busy', 'true'));
  },
};

export const DraftSavedWithCtrlS: Story = {
  play: async () => {
    const root = await form();
    await typeDescription(root, 'Half-written description');
    await userEvent.keyboard('{Control>}s{/Control}');
    await expect(await within(root).findByText('Draft saved')).toBeVisible();
    await expect(localStorage.getItem(productDraftKey())).toBe('<p>Half-written description</p>');
  },
};

export const DraftRestored: Story = {
  beforeEach() {
    localStorage.setItem(productDraftKey(), '<p>Saved yesterday</p>');
  },
  play: async () => {
    const root = await form();
    const editable = await within(root).findByRole('textbox', { name: 'Description' }, { timeout: 10_000 });
    await expect(editable).toHaveTextContent('Saved yesterday');
    await expect(within(root).getByText('Draft restored')).toBeVisible();
    await submit();
    await expect(within(root).queryByText('Description is a required field')).not.toBeInTheDocument();
  },
};

export const Edit: Story = {
  ...editing('products', sampleProductDetail, () => (received = [])),
  play: async () => {
    const root = await screen.findByRole('form', { name: 'Edit product' });
    const fields = within(root);
    await expect(fields.getByRole('textbox', { name: 'Product Name' })).toHaveValue(sampleProductDetail.title);
    await expect(fields.getByRole('textbox', { name: 'Price (₦)' })).toHaveValue('260000');
    await expect(fields.getByRole('textbox', { name: 'Brand' })).toHaveValue('Apple');
    await expect(photoTiles(root)).toHaveLength(3);
    await fill(fields.getByRole('textbox', { name: 'Price (₦)' }), '250000');
    await userEvent.click(fields.getByRole('button', { name: 'Save changes' }));
    await expect(await screen.findByText('Your changes are saved')).toBeVisible();
    const expected: UpdateProductBody = { priceKobo: 25_000_000 };
    await expect(received).toEqual([expected]);
  },
};

export const EditCover: Story = {
  ...Edit,
  play: async () => {
    const root = await screen.findByRole('form', { name: 'Edit product' });
    await expect(photoTiles(root)).toHaveLength(3);
    await userEvent.click(within(photoTiles(root)[2] as HTMLElement).getByRole('button', { name: 'Set as cover' }));
    await userEvent.click(within(root).getByRole('button', { name: 'Save changes' }));
    await expect(await screen.findByText('Your changes are saved')).toBeVisible();
    const expected: UpdateProductBody = { imageKeys: ['iphone-3.webp', 'iphone-1.webp', 'iphone-2.webp'] };
    await expect(received).toEqual([expected]);
  },
};

export const EditLoadFailed: Story = {
  ...Edit,
  beforeEach({ msw }) {
    msw.use(http.get(`/v1/products/${sampleProductDetail.slug}`, () => fail(404, 'This product could not be found')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your listing could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('This product could not be found')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: EmptySubmit.play,
};
