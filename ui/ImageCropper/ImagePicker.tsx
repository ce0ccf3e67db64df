import { ImageUp } from 'lucide-react';
import { useId } from 'react';
import { DropZone, FileTrigger, isFileDropItem, type DropItem } from 'react-aria-components';
import { Button } from '../Button';
import * as zoneStyles from '../FileDropzone/FileDropzone.css';

export interface ImagePickerProps {
  /** The button's text, e.g. 'Choose a photo'. */
  buttonLabel: string;
  /** Under the button: which files are accepted. */
  hint: string;
  /** MIME types offered by the picker. */
  acceptedFileTypes: string[];
  /** The one file chosen or dropped (its type and size are not checked here). */
  onSelect: (file: File) => void;
  isInvalid?: boolean;
}

/**
 * Choose one picture, by the system's file picker or by dropping it here, to work on before
 * anything is uploaded (a photo to crop). Unlike FileDropzone it uploads nothing.
 */
export function ImagePicker({ buttonLabel, hint, acceptedFileTypes, onSelect, isInvalid = false }: ImagePickerProps) {
  const hintId = useId();

  async function onDrop({ items }: { items: DropItem[] }) {
    const item = items.find(isFileDropItem);
    if (item) onSelect(await item.getFile());
  }

  return (
    <DropZone onDrop={onDrop} aria-label="Drop a photo here" className={zoneStyles.zone({ invalid: isInvalid })}>
      {({ isDropTarget }) => (
        <>
          <span className={zoneStyles.zoneIcon}>
            <ImageUp size={22} aria-hidden="true" />
          </span>
          <span className={zoneStyles.prompt}>{isDropTarget ? 'Drop to use this photo' : 'Drag and drop a photo here, or'}</span>
          <FileTrigger
            acceptedFileTypes={acceptedFileTypes}
            onSelect={(list) => {
              const file = list?.[0];
              if (file) onSelect(file);
            }}
          >
            <Button variant="outline" size="sm" aria-describedby={hintId}>
              {buttonLabel}
            </Button>
          </FileTrigger>
          <span id={hintId} className={zoneStyles.hint}>
            {hint}
          </span>
        </>
      )}
    </DropZone>
  );
}
