import { CircleCheck, ImageIcon, TriangleAlert, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../Button';
import { ProgressBar } from '../ProgressBar';
import { Spinner } from '../Spinner';
import { Text } from '../Text';
import * as styles from './FileDropzone.css';

export interface FileTileProps {
  name: string;
  previewUrl?: string;
  status: 'uploading' | 'done' | 'failed';
  /** 0 to 1 while uploading, or null when unknown. */
  progress?: number | null;
  error?: string;
  onRemove: () => void;
  onRetry?: () => void;
}

function UploadProgress({ name, progress }: { name: string; progress: number | null }) {
  if (progress === null) {
    return (
      <span className={styles.status({ tone: 'muted' })}>
        <Spinner size="sm" />
        Uploading…
      </span>
    );
  }
  return <ProgressBar label={`Uploading ${name}`} hideLabel value={progress * 100} />;
}

/** One chosen file: its thumbnail and name, how its upload is going, and its actions. */
export function FileTile({ name, previewUrl, status, progress = null, error, onRemove, onRetry }: FileTileProps) {
  const nameId = useId();
  const errorId = useId();
  return (
    <li className={styles.tile({ status })} aria-busy={status === 'uploading' || undefined}>
      <span className={styles.thumb}>
        {previewUrl ? <img className={styles.thumbImage} src={previewUrl} alt="" /> : <ImageIcon size={20} aria-hidden="true" />}
        {status === 'uploading' && (
          <span className={styles.thumbBusy} aria-hidden="true">
            <Spinner size="sm" />
          </span>
        )}
      </span>
      <span className={styles.meta}>
        <Text as="span" id={nameId} size="sm" weight="medium" tone="neutral" truncate>
          {name}
        </Text>
        {status === 'uploading' && <UploadProgress name={name} progress={progress} />}
        {status === 'done' && (
          <span className={styles.status({ tone: 'positive' })}>
            <CircleCheck size={14} aria-hidden="true" />
            Uploaded
          </span>
        )}
        {status === 'failed' && (
          <span id={errorId} className={styles.status({ tone: 'critical' })}>
            <TriangleAlert size={14} aria-hidden="true" />
            {error}
          </span>
        )}
      </span>
      <span className={styles.actions}>
        {status === 'failed' && onRetry && (
          <Button variant="outline" size="sm" onPress={onRetry} aria-describedby={`${nameId} ${errorId}`}>
            Retry
          </Button>
        )}
        <Button variant="transparent" size="sm" onPress={onRemove} aria-label={`Remove ${name}`}>
          <X size={16} aria-hidden="true" />
        </Button>
      </span>
    </li>
  );
}
