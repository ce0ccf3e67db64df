import { expect } from 'vitest';
import { ConfigurationError } from '../runtime/mode';

/** The message of the ConfigurationError that `read` throws; fails the test when it accepts. */
export function configurationRefusal(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError);
    return (error as Error).message;
  }
  throw new Error('the settings were accepted');
}
