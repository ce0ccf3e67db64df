import { style } from '@vanilla-extract/css';
import { media, outlined, vars } from '../../../ui';

/** What product checkout and ticket purchase look like alike: the heading, the contact fields, a problem, the return page. */

/** A bordered block of the purchase (the item, the delivery, the payment, a step). */
export const panel = style([
  outlined.lg,
  { display: 'flex', flexDirection: 'column', gap: vars.space['4'], '@media': { [media.tablet]: { padding: vars.space['6'] } } },
]);

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

/** A field that takes the whole row of the two-column grid. */
export const wide = style({
  minWidth: 0,
  '@media': { [media.tablet]: { gridColumn: '1 / -1' } },
});

const box = {
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
} as const;

export const problem = style({
  ...box,
  flexDirection: 'column',
  background: vars.color.criticalSubtle,
  color: vars.color.criticalText,
});

/** What a choice means, or a rule that applies. */
export const info = style({ ...box, background: vars.color.infoSubtle, color: vars.color.infoText });
export const warning = style({ ...box, background: vars.color.warningSubtle, color: vars.color.warningText });
export const notice = style({ ...box, background: vars.color.surfaceMuted });

export const problemLine = style({ display: 'flex', gap: vars.space['2'], alignItems: 'flex-start' });

export const boxIcon = style({ flex: '0 0 auto', marginTop: '0.1rem' });

/** The return page's message: an icon, a title, what it means and what to do. */
export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['4'],
  padding: `${vars.space['8']} ${vars.space['4']}`,
});

/** The same message in a bordered panel. */
export const framedStatus = style([
  panel,
  { alignItems: 'center', textAlign: 'center', paddingBlock: vars.space['10'], color: vars.color.text },
]);
