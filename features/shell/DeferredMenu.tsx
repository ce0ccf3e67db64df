import { useEffect, useRef, useState, type ComponentType, type ReactElement } from 'react';

/** What a stand-in trigger is given: press it to bring in the real menu; point at or focus it to fetch it. */
export interface StandInHandlers {
  onPress: (event: { pointerType: string }) => void;
  onHoverStart: () => void;
  onFocus: () => void;
}

export interface DeferredMenuProps<P extends object> {
  /** Downloads the real trigger-and-dropdown (called again it returns the same download). */
  load: () => Promise<ComponentType<P>>;
  /** The real one's props. */
  props: P;
  /** A button that looks and is named exactly like the real trigger. */
  standIn: (handlers: StandInHandlers) => ReactElement;
}

/**
 * A header dropdown (react-aria's menu or popover: overlays, positioning, focus scope,
 * collections, about 35 KB gzipped) whose code is downloaded when it is wanted, not with every
 * signed-in page. Until then a stand-in button of the same look and name holds its place;
 * pointing at it or focusing it starts the download, pressing it swaps in the real trigger,
 * which takes the focus and opens as if pressed.
 */
export function DeferredMenu<P extends object>({ load, props, standIn }: DeferredMenuProps<P>) {
  const [Real, setReal] = useState<ComponentType<P> | null>(null);
  // How the stand-in was pressed, until the real trigger has taken over.
  const pressed = useRef<'keyboard' | 'pointer' | null>(null);
  const box = useRef<HTMLSpanElement>(null);
  const prefetch = () => void load().catch(() => undefined);
  const onPress = ({ pointerType }: { pointerType: string }) => {
    pressed.current = pointerType === 'keyboard' ? 'keyboard' : 'pointer';
    load()
      .then((component) => setReal(() => component))
      .catch(() => {
        pressed.current = null;
      });
  };
  useEffect(() => {
    const how = pressed.current;
    const trigger = box.current?.querySelector<HTMLButtonElement>('button');
    if (!Real || !how || !trigger) return;
    pressed.current = null;
    trigger.focus();
    // Opened as the stand-in was pressed: from the keyboard (Arrow Down, which react-aria's
    // trigger opens on its first item), or as a click without a pointer.
    if (how === 'keyboard')
      trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
    else trigger.click();
  }, [Real]);
  return (
    <span ref={box} style={{ display: 'contents' }}>
      {Real ? <Real {...props} /> : <StandIn render={standIn} onPress={onPress} onHoverStart={prefetch} onFocus={prefetch} />}
    </span>
  );
}

function StandIn({ render, ...handlers }: StandInHandlers & { render: (handlers: StandInHandlers) => ReactElement }) {
  return render(handlers);
}
