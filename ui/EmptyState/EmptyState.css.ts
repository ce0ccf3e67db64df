import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: vars.space['3'],
    marginInline: 'auto',
    color: vars.color.text,
  },
  variants: {
    size: {
      sm: { padding: vars.space['4'] },
      md: { padding: vars.space['10'], maxWidth: '32rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const icon = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    borderRadius: vars.radius.full,
    background: vars.color.accentSubtle,
    color: vars.color.accentText,
  },
  variants: {
    size: {
      sm: { width: vars.size.controlMd, height: vars.size.controlMd },
      md: { width: vars.space['16'], height: vars.space['16'] },
    },
  },
  defaultVariants: { size: 'md' },
});

export const title = recipe({
  base: { fontWeight: vars.font.weight.semibold, lineHeight: vars.font.lineHeight.tight },
  variants: {
    size: {
      sm: { fontSize: vars.font.size.md },
      md: { fontSize: vars.font.size.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  maxWidth: '28rem',
});

export const action = style({ marginTop: vars.space['2'] });
