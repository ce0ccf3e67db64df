import { StrokeIcon } from '../Icon/StrokeIcon';

/**
 * The eye of the Show/Hide password button, drawn here rather than taken from lucide-react:
 * the login page's first download has a size budget and this is its only icon.
 */
export function VisibilityIcon({ crossedOut }: { crossedOut: boolean }) {
  return (
    <StrokeIcon>
      <path d="M2 12C4.5 7.5 8 5 12 5s7.5 2.5 10 7c-2.5 4.5-6 7-10 7s-7.5-2.5-10-7Z" />
      <circle cx="12" cy="12" r="3" />
      {crossedOut && <path d="M3 3l18 18" />}
    </StrokeIcon>
  );
}
