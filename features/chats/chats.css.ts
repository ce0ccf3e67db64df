import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui';

/** The unread count of a conversation: a round accent pill, like the counts on app icons. */
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

/* The thread: a header and a composer set off from the messages by a rule. */

export const threadHeader = style({ paddingBottom: vars.space['3'], borderBottom: `1px solid ${vars.color.border}` });

/** Who the conversation is with takes the room left beside the avatar, and wraps the actions under it first. */
export const threadWho = style({ flex: '1 1 12rem', minWidth: 0 });

export const composer = style({ paddingTop: vars.space['3'], borderTop: `1px solid ${vars.color.border}` });

/** The day over its messages, as a small centred pill. */
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

/** A message: theirs in a neutral bubble, mine (on the right) tinted. */
export const bubble = style({
  maxWidth: 'min(85%, 32rem)',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const mineBubble = style({ background: vars.color.accentSubtle, borderColor: vars.color.accentSubtle });

/** What was typed, line breaks kept. */
export const messageText = style({ whiteSpace: 'pre-wrap', lineHeight: vars.font.lineHeight.normal });

export const tick = style({ display: 'inline-flex', color: vars.color.textMuted });
export const readTick = style({ color: vars.color.positive });

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

export const attachment = style({ position: 'relative', lineHeight: 0 });

export const attachmentImage = style({ width: '4rem', height: '4rem', objectFit: 'cover', borderRadius: vars.radius.md });

export const closedNotice = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.neutralSubtle,
  color: vars.color.neutralText,
  '@media': { [media.tablet]: { textAlign: 'center' } },
});

export const backLink = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

/**
 * A message's row: the bubble and, for theirs, its options button beside it. The row is full
 * width, so the bubble's 85% is of the conversation, as without a button.
 */
export const messageLine = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['1'], width: '100%' });
export const mineLine = style({ justifyContent: 'flex-end' });

/** The options button keeps its size beside a long message. */
export const messageOptions = style({ flexShrink: 0 });

/** A calm caution under a message, as wide as a bubble may be. */
export const offPlatformWarning = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  maxWidth: 'min(85%, 32rem)',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.warningText,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const offPlatformIcon = style({ flexShrink: 0, marginTop: '0.125rem' });

/** Where Kampus removed a message: its place kept, its content gone. */
export const removedText = style({ fontStyle: 'italic', color: vars.color.textMuted });

/** In place of the composer after a block: centred, its Unblock button under the words. */
export const blockedNotice = style([closedNotice, { textAlign: 'center' }]);
