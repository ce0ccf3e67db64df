import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../ui';

export interface Notice {
  tone: 'error' | 'info' | 'success';
  text: string;
}

interface RedirectWithNoticeProps {
  to: string;
  notice?: Notice;
}

/**
 * Replaces the current history entry with `to`, showing the notice once for this visit of the
 * page: StrictMode's second run of the effect and any re-render find it already shown.
 */
export function RedirectWithNotice({ to, notice }: RedirectWithNoticeProps) {
  const navigate = useNavigate();
  const { key, pathname, search } = useLocation();
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    const visit = `${key}\u0000${notice?.text ?? ''}`;
    if (notice && shownFor.current !== visit) {
      shownFor.current = visit;
      // The notice explains the redirect, so it stays on the screen the redirect leads to.
      toast[notice.tone](notice.text, { scope: 'app' });
    }
    void navigate(to, { replace: true, state: { from: `${pathname}${search}` } });
  }, [navigate, key, pathname, search, to, notice]);
  return null;
}
