import { ImagePlus, SendHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  CHAT_MAX_IMAGES,
  CHAT_MESSAGE_MAX_LENGTH,
  fileTooLargeMessage,
  fileTypeNotSupportedMessage,
  MAX_UPLOAD_BYTES,
} from '../../contract';
import { errorMessage, uploadFile, useMutation } from '../../client';
import { Button, CloseButton, Column, Columns, Inline, Spinner, Stack, Text, TextArea, visuallyHidden } from '../../ui';
import type { MessageInput } from './api';
import * as styles from './chats.css';

/** Photos a message may carry: the server refuses anything else too. */
export const CHAT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const tooManyImagesMessage = `You can attach up to ${CHAT_MAX_IMAGES} images to a message.`;

interface Attachment {
  id: number;
  name: string;
  previewUrl: string;
  key?: string;
  error?: string;
}

export interface ComposerProps {
  /** Sends the message; rejects (with the reason shown) when it was not sent. */
  onSend: (input: MessageInput) => Promise<void>;
}

/**
 * The message box: 'Type a message' (Enter sends, Shift+Enter starts a new line), 'Attach image'
 * (photos only, up to 4, each uploaded as a private file at once) and 'Send'.
 */
export function Composer({ onSend }: ComposerProps) {
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [problem, setProblem] = useState<string>();
  const sender = useMutation(onSend);
  const input = useRef<HTMLInputElement>(null);
  const nextId = useRef(0);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const uploading = attachments.some((a) => a.key === undefined && a.error === undefined);
  const ready = attachments.filter((a) => a.key !== undefined);
  const canSend = !sender.sending && !uploading && (text.trim() !== '' || ready.length > 0);

  function update(id: number, change: Partial<Attachment>) {
    setAttachments((list) => list.map((a) => (a.id === id ? { ...a, ...change } : a)));
  }

  function remove(id: number) {
    setAttachments((list) => {
      const gone = list.find((a) => a.id === id);
      if (gone) {
        URL.revokeObjectURL(gone.previewUrl);
        previews.current.delete(gone.previewUrl);
      }
      return list.filter((a) => a.id !== id);
    });
  }

  function pick(files: FileList | null) {
    setProblem(undefined);
    const chosen = Array.from(files ?? []);
    if (input.current) input.current.value = '';
    if (chosen.length === 0) return;
    if (chosen.some((file) => !CHAT_IMAGE_TYPES.includes(file.type))) return setProblem(fileTypeNotSupportedMessage);
    if (chosen.some((file) => file.size > MAX_UPLOAD_BYTES)) return setProblem(fileTooLargeMessage);
    if (attachments.length + chosen.length > CHAT_MAX_IMAGES) return setProblem(tooManyImagesMessage);
    for (const file of chosen) {
      const id = (nextId.current += 1);
      const previewUrl = URL.createObjectURL(file);
      previews.current.add(previewUrl);
      setAttachments((list) => [...list, { id, name: file.name, previewUrl }]);
      uploadFile(file).then(
        (uploaded) => update(id, { key: uploaded.key }),
        (error: unknown) => update(id, { error: errorMessage(error) }),
      );
    }
  }

  async function send() {
    if (!canSend) return;
    setProblem(undefined);
    const message = text.trim();
    const result = await sender.trigger({ ...(message ? { text: message } : {}), imageKeys: ready.map((a) => a.key as string) });
    if (result.ok) {
      setText('');
      attachments.forEach((a) => remove(a.id));
    } else if (!result.aborted) {
      setProblem(result.error.message);
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  return (
    <div className={styles.composer}>
      <Stack space="2">
        {attachments.length > 0 && (
          <Inline as="ul" space="2" alignY="top" aria-label="Images to send">
            {attachments.map((a) => (
              <li key={a.id} className={styles.attachment}>
                <img className={styles.attachmentImage} src={a.previewUrl} alt={a.name} />
                {a.key === undefined && a.error === undefined && <Spinner size="sm" label={`Uploading ${a.name}`} />}
                {a.error && (
                  <Text as="span" size="sm" tone="critical">
                    {a.error}
                  </Text>
                )}
                <CloseButton size="sm" label={`Remove ${a.name}`} onPress={() => remove(a.id)} />
              </li>
            ))}
          </Inline>
        )}
        <Columns space="2">
          <Column width="content">
            <Button
              variant="transparent"
              aria-label="Attach image"
              isDisabled={attachments.length >= CHAT_MAX_IMAGES}
              onPress={() => input.current?.click()}
            >
              <ImagePlus size={20} aria-hidden="true" />
            </Button>
          </Column>
          <div onKeyDown={onKeyDown}>
            <TextArea
              label={<span className={visuallyHidden}>Type a message</span>}
              placeholder="Type a message"
              rows={1}
              value={text}
              onChange={setText}
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
            />
          </div>
          <Column width="content">
            <Button
              isPending={sender.sending}
              isDisabled={!canSend}
              onPress={() => void send()}
              iconStart={<SendHorizontal size={18} aria-hidden="true" />}
            >
              Send
            </Button>
          </Column>
        </Columns>
        <input
          ref={input}
          hidden
          type="file"
          accept={CHAT_IMAGE_TYPES.join(',')}
          multiple
          tabIndex={-1}
          aria-hidden="true"
          data-testid="attach-input"
          onChange={(event) => pick(event.currentTarget.files)}
        />
        {problem && (
          <Text size="sm" tone="critical" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </div>
  );
}
