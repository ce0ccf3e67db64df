/**
 * A phone camera for stories: replace the browser's camera for one story, or film a QR code
 * (the scanner stories of the seller's handover and the organiser's check-in).
 */
import encodeQR from 'qr';

/** Replaces the camera for one story; the returned function puts the browser's back. */
export function fakeCamera(getUserMedia: (() => Promise<MediaStream>) | undefined): () => void {
  const devices = navigator.mediaDevices;
  Object.defineProperty(devices, 'getUserMedia', { value: getUserMedia, configurable: true });
  return () => {
    Reflect.deleteProperty(devices, 'getUserMedia');
  };
}

/** A camera that films the QR of `text`, as the guest's phone shows it. */
export function cameraFilming(text: string): MediaStream {
  const modules = encodeQR(text, 'raw', { border: 4 });
  const scale = 8;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = modules.length * scale;
  const context = canvas.getContext('2d');
  const draw = () => {
    if (!context) return;
    context.fillStyle = 'white';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = 'black';
    modules.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) context.fillRect(x * scale, y * scale, scale, scale);
      }),
    );
  };
  draw();
  const stream = canvas.captureStream(10);
  // A canvas stream sends a frame when the canvas is drawn: keep drawing until the camera stops.
  const timer = setInterval(draw, 100);
  const stop = MediaStreamTrack.prototype.stop;
  for (const track of stream.getVideoTracks()) {
    track.stop = () => {
      clearInterval(timer);
      stop.call(track);
    };
  }
  return stream;
}
