import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightTokens } from './tokens';

/** The light theme, applied at the document root. */
createGlobalTheme(':root', vars, lightTokens);
