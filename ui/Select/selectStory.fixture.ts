import { fn } from 'storybook/test';
import { withMaxWidth } from '../storyDecorators/frames';
import type { SelectOption } from './choiceField';

/** Stories only. The props a select story starts from, with a spy on the choice to assert. */
export function selectStoryArgs(label: string, placeholder: string, items: readonly SelectOption[]) {
  return { label, placeholder, items, onSelectionChange: fn() };
}

/** Stories only. A select is shown at the width of a form's column. */
export const inFormColumn = withMaxWidth(360);
