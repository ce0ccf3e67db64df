import { ArrowLeft, ArrowRight, GripVertical, ImageIcon, X } from 'lucide-react';
import { useId, useLayoutEffect, useRef, type RefObject } from 'react';
import { DropIndicator, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Text } from '../Text';
import * as styles from './OrderedFiles.css';
import type { UploadedFile } from './useFileUploads';

/** What to call one file and the first one, e.g. { itemName: 'Photo', firstName: 'Cover', makeFirstLabel: 'Set as cover' }. */
export interface FileOrdering {
  itemName: string;
  firstName: string;
  makeFirstLabel: string;
}

export interface OrderedFilesProps {
  /** Names the list: '<label> files'. */
  label: string;
  files: readonly UploadedFile[];
  ordering: FileOrdering;
  previewOf: (file: UploadedFile) => string | undefined;
  /** Puts `key` at `toIndex`; `announcement` says where it went, for a screen reader. */
  onMove: (key: string, toIndex: number, announcement: string) => void;
  onDrop: (keys: ReadonlySet<string>, target: string, position: 'before' | 'after') => void;
  onRemove: (key: string) => void;
}

type MoveAction = 'left' | 'right' | 'first';
type FocusTarget = { key: string; action: MoveAction };

interface TileProps {
  file: UploadedFile;
  index: number;
  total: number;
  ordering: FileOrdering;
  preview: string | undefined;
  /** The file whose button the focus goes back to after a move. */
  refocusRef: RefObject<FocusTarget | null>;
  onMove: (key: string, toIndex: number, action: MoveAction) => void;
  onRemove: (key: string) => void;
}

const positionName = (ordering: FileOrdering, index: number, total: number) => `${ordering.itemName} ${index + 1} of ${total}`;

/** One file: its picture (the first marked), its position, its drag handle and its buttons. */
function Tile({ file, index, total, ordering, preview, refocusRef, onMove, onRemove }: TileProps) {
  const actions = useRef<HTMLSpanElement>(null);
  const name = positionName(ordering, index, total);

  // A moved tile can be re-inserted in the page, and a button it moved with can turn disabled
  // (Move left at the front): either drops the focus, so it goes back to the same button, or
  // the other Move button, once this tile shows its new place.
  useLayoutEffect(() => {
    const target = refocusRef.current;
    if (target?.key !== file.key) return;
    refocusRef.current = null;
    const tile = actions.current?.closest('[role="row"]');
    const preferred = tile?.querySelector<HTMLButtonElement>(`[data-move="${target.action}"]:not([disabled])`);
    (preferred ?? tile?.querySelector<HTMLButtonElement>('[data-move]:not([disabled])'))?.focus();
  }, [file.key, index, total, refocusRef]);

  return (
    <>
      <span className={styles.thumb}>
        {preview ? <img className={styles.thumbImage} src={preview} alt="" /> : <ImageIcon size={20} aria-hidden="true" />}
        {index === 0 && (
          <span className={styles.firstBadge}>
            <Badge tone="accent">{ordering.firstName}</Badge>
          </span>
        )}
        <span className={styles.dragHandle}>
          {/* Named by react-aria ('Drag Photo 2 of 3'): Enter picks the file up, the arrow keys move it, Enter drops it. */}
          <Button slot="drag" variant="soft" size="sm">
            <GripVertical size={16} aria-hidden="true" />
          </Button>
        </span>
      </span>
      <Text as="span" size="sm" weight="medium" tone="neutral" truncate>
        {name}
      </Text>
      <span ref={actions} className={styles.actions}>
        <span className={styles.arrows}>
          <Button
            variant="transparent"
            size="sm"
            aria-label="Move left"
            data-move="left"
            isDisabled={index === 0}
            onPress={() => onMove(file.key, index - 1, 'left')}
          >
            <ArrowLeft size={16} aria-hidden="true" />
          </Button>
          <Button
            variant="transparent"
            size="sm"
            aria-label="Move right"
            data-move="right"
            isDisabled={index === total - 1}
            onPress={() => onMove(file.key, index + 1, 'right')}
          >
            <ArrowRight size={16} aria-hidden="true" />
          </Button>
        </span>
        <Button variant="transparent" size="sm" aria-label={`Remove ${name}`} onPress={() => onRemove(file.key)}>
          <X size={16} aria-hidden="true" />
        </Button>
      </span>
      {index > 0 && (
        <Button variant="outline" size="sm" fullWidth data-move="first" onPress={() => onMove(file.key, 0, 'first')}>
          {ordering.makeFirstLabel}
        </Button>
      )}
    </>
  );
}

/**
 * The uploaded files in their order, the first marked (the cover): reordered by dragging (with
 * a pointer, or from a file's drag handle with Enter, the arrow keys and Enter again), or with
 * each file's Move left, Move right and make-first buttons.
 */
export function OrderedFiles({ label, files, ordering, previewOf, onMove, onDrop, onRemove }: OrderedFilesProps) {
  const hintId = useId();
  const refocusRef = useRef<FocusTarget | null>(null);
  const total = files.length;
  const first = ordering.firstName.toLowerCase();

  const { dragAndDropHooks } = useDragAndDrop<UploadedFile>({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) => {
      const position = event.target.dropPosition === 'before' ? 'before' : 'after';
      onDrop(new Set([...event.keys].map(String)), String(event.target.key), position);
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={styles.dropIndicator} />,
  });

  function move(key: string, to: number, action: MoveAction) {
    refocusRef.current = { key, action };
    const place = to === 0 ? `${positionName(ordering, 0, total)}, the ${first}` : positionName(ordering, to, total);
    onMove(key, to, `Moved: now ${place}.`);
  }

  // The hint describes a group around the list: react-aria keeps the list's own description for dragging.
  return (
    <div role="group" aria-label={`${label} order`} aria-describedby={hintId} className={styles.group}>
      <span id={hintId} className={styles.hint}>
        {`The first ${ordering.itemName.toLowerCase()} is the ${first}. Drag to change the order, or use Move left and Move right.`}
      </span>
      <GridList
        aria-label={`${label} files`}
        layout="grid"
        items={files.map((file) => ({ ...file, id: file.key }))}
        dragAndDropHooks={dragAndDropHooks}
        className={styles.list}
      >
        {(file) => {
          const index = files.findIndex((candidate) => candidate.key === file.key);
          const name = positionName(ordering, index, total);
          return (
            <GridListItem id={file.key} textValue={index === 0 ? `${name}, ${first}` : name} className={styles.tile}>
              <Tile
                file={file}
                index={index}
                total={total}
                ordering={ordering}
                preview={previewOf(file)}
                refocusRef={refocusRef}
                onMove={move}
                onRemove={onRemove}
              />
            </GridListItem>
          );
        }}
      </GridList>
    </div>
  );
}
