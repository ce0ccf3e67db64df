import { useEffect, useState } from 'react';
import type { CurrentUser, ProfilePhotoCrop } from '../../contract';
import { useMutation, type MutationResult } from '../../client';
import {
  Avatar,
  Button,
  Column,
  Columns,
  fileErrors,
  ImageCropper,
  ImagePicker,
  Inline,
  maxFileBytes,
  Modal,
  ModalTrigger,
  Notice,
  Stack,
  Text,
  toast,
} from '../../ui';
import { useRemoveProfilePhoto, useSaveProfilePhoto } from './api';
import * as styles from './ChangePhotoDialog.css';

export const CHANGE_PHOTO_TITLE = 'Change your photo';
export const PHOTO_SAVED_MESSAGE = 'Your photo has been saved';
export const PHOTO_REMOVED_MESSAGE = 'Your photo has been removed';
export const PHOTO_UNREADABLE_MESSAGE = 'This photo could not be opened. Please choose a JPG, PNG or WebP photo.';

/** What the server makes a profile photo from (HEIC, GIF and SVG are refused there too). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PREVIEW_PX = 64;

interface Chosen {
  file: File;
  url: string;
}

/** The chosen square as the profile will show it, scaled into a PREVIEW_PX circle. */
function CropPreview({ src, crop }: { src: string; crop: ProfilePhotoCrop | undefined }) {
  const scale = crop ? PREVIEW_PX / crop.size : 0;
  return (
    <Columns space="3" alignY="center">
      <Column width="content">
        <span className={styles.preview} role="img" aria-label="Preview of your new photo">
          {crop && (
            <img
              className={styles.previewImage}
              src={src}
              alt=""
              style={{ transform: `scale(${scale}) translate(${-crop.x}px, ${-crop.y}px)` }}
            />
          )}
        </span>
      </Column>
      <p>This is how your photo will look in the header, on your listings and on your reviews.</p>
    </Columns>
  );
}

/** The dialog's body and buttons; mounted while the dialog is open, so each opening starts afresh. */
function ChangePhotoBody({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const savePhoto = useSaveProfilePhoto();
  const saving = useMutation((photo: { file: File; crop: ProfilePhotoCrop }) => savePhoto(photo.file, photo.crop));
  const removing = useMutation(useRemoveProfilePhoto());
  const [chosen, setChosen] = useState<Chosen>();
  const [crop, setCrop] = useState<ProfilePhotoCrop>();
  const [problem, setProblem] = useState<string>();
  const [unreadable, setUnreadable] = useState(false);
  const name = `${user.firstname} ${user.lastname}`.trim();

  // The chosen file's address lives as long as it is shown. A file the browser cannot draw (a
  // HEIC photo, a damaged file) is said so at once: its crop would never settle.
  useEffect(() => {
    if (!chosen) return;
    const probe = new Image();
    probe.onerror = () => {
      setUnreadable(true);
      setProblem(PHOTO_UNREADABLE_MESSAGE);
    };
    probe.src = chosen.url;
    return () => {
      probe.onerror = null;
      URL.revokeObjectURL(chosen.url);
    };
  }, [chosen]);

  function choose(file: File) {
    setProblem(undefined);
    setCrop(undefined);
    setUnreadable(false);
    if (!PHOTO_TYPES.includes(file.type.toLowerCase())) return setProblem(fileErrors.type);
    if (file.size > maxFileBytes) return setProblem(fileErrors.size);
    setChosen({ file, url: URL.createObjectURL(file) });
  }

  const busy = saving.sending || removing.sending;

  async function finish(pending: Promise<MutationResult<CurrentUser>>, done: string) {
    setProblem(undefined);
    const result = await pending;
    if (result.ok) {
      toast.success(done);
      onDone();
    } else if (!result.aborted) {
      setProblem(result.error.message);
    }
  }

  const save = () => {
    if (chosen && crop && !unreadable) void finish(saving.trigger({ file: chosen.file, crop }), PHOTO_SAVED_MESSAGE);
  };
  const remove = () => void finish(removing.trigger(), PHOTO_REMOVED_MESSAGE);

  return (
    <Text as="div" size="sm">
      <Stack space="4">
        {chosen ? (
          <>
            <ImageCropper key={chosen.url} src={chosen.url} label="Photo crop" onCropChange={setCrop} />
            <CropPreview src={chosen.url} crop={crop} />
            <span>
              <Button
                variant="transparent"
                size="sm"
                onPress={() => {
                  setChosen(undefined);
                  setCrop(undefined);
                  setProblem(undefined);
                }}
                isDisabled={busy}
              >
                Choose another photo
              </Button>
            </span>
          </>
        ) : (
          <>
            <Columns space="3" alignY="center">
              <Column width="content">
                <Avatar name={name} photo={user.avatar} size="xl" />
              </Column>
              <p>
                {user.avatar
                  ? 'This is your photo now. Choose another one, or remove it to show your initials.'
                  : 'Your initials are shown for now. Choose a photo of yourself; you will crop it to a square next.'}
              </p>
            </Columns>
            <ImagePicker
              buttonLabel="Choose a photo"
              hint="PNG, JPG or WebP < 5MB"
              acceptedFileTypes={PHOTO_TYPES}
              onSelect={choose}
              isInvalid={problem !== undefined}
            />
          </>
        )}
        {problem && (
          <Notice as="p" role="alert" tone="critical">
            {problem}
          </Notice>
        )}
        <Inline space="2" align="right">
          {!chosen && user.avatar && (
            <span className={styles.leading}>
              <Button tone="critical" onPress={remove} isPending={removing.sending} isDisabled={saving.sending}>
                Remove photo
              </Button>
            </span>
          )}
          <Button variant="outline" onPress={onDone} isDisabled={busy}>
            Cancel
          </Button>
          {chosen && (
            <Button onPress={save} isPending={saving.sending} isDisabled={!crop || unreadable || removing.sending}>
              Save photo
            </Button>
          )}
        </Inline>
      </Stack>
    </Text>
  );
}

/**
 * 'Change Photo' on the profile: choose a picture, crop it to a square (drag, arrow keys, zoom
 * slider, + and -), preview it, and save it; or remove the photo to go back to initials. The
 * current user's cache takes the answer, so the header, sidebars and profile change at once.
 */
export function ChangePhotoDialog({ user }: { user: CurrentUser }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <ModalTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant="outline" size="sm">
        Change Photo
      </Button>
      <Modal title={CHANGE_PHOTO_TITLE} size="sm" onClose={() => setOpen(false)}>
        <ChangePhotoBody user={user} onDone={() => setOpen(false)} />
      </Modal>
    </ModalTrigger>
  );
}
