import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], minWidth: 0 });

export const title = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space['3'],
  alignItems: 'center',
});

export const rowText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0.5'], minWidth: 0 });

export const rowName = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, margin: 0 });

export const ellipsis = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const unreadPreview = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });

export const unreadCount = style({
  minWidth: '1.5rem',
  height: '1.5rem',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

/* The thread */

export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
});

export const threadHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBottom: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const threadWho = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  minWidth: 0,
  flex: '1 1 12rem',
});

export const threadName = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, margin: 0 });

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const day = style({
  alignSelf: 'center',
  margin: `${vars.space['3']} 0 ${vars.space['1']}`,
  padding: `${vars.space['0.5']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
});

export const messageRow = style({ display: 'flex' });
export const mineRow = style({ justifyContent: 'flex-end' });

export const bubble = style({
  maxWidth: 'min(85%, 32rem)',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  overflowWrap: 'anywhere',
});

export const mineBubble = style({ background: vars.color.accentSubtle, borderColor: vars.color.accentSubtle });

export const messageText = style({ whiteSpace: 'pre-wrap', margin: 0, lineHeight: vars.font.lineHeight.normal });

export const meta = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  alignSelf: 'flex-end',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const tick = style({ display: 'inline-flex', color: vars.color.textMuted });
export const readTick = style({ color: vars.color.positive });

export const images = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const thumbButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  borderRadius: vars.radius.md,
  cursor: 'zoom-in',
  overflow: 'hidden',
  lineHeight: 0,
});

export const thumb = style({ width: '7rem', height: '7rem', objectFit: 'cover', display: 'block' });

export const fullImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '70vh',
  margin: '0 auto',
  borderRadius: vars.radius.md,
});

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const composerRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space['2'],
  alignItems: 'start',
});

export const attachments = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const attachment = style({ position: 'relative', lineHeight: 0 });

export const attachmentImage = style({ width: '4rem', height: '4rem', objectFit: 'cover', borderRadius: vars.radius.md });

export const error = style({ color: vars.color.criticalText, fontSize: vars.font.size.sm });

export const closedNotice = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.neutralSubtle,
  color: vars.color.neutralText,
  '@media': { [media.tablet]: { textAlign: 'center' } },
});

export const hiddenInput = style({ display: 'none' });

export const backLink = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });
